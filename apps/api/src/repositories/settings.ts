import { eq } from 'drizzle-orm';
import { type CompanySettings, CompanySettingsSchema } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { settings } from '../db/schema.js';

export async function findCompanySettings(db: Database): Promise<CompanySettings | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'company')).limit(1);
  return row ? CompanySettingsSchema.parse(row.value) : null;
}
