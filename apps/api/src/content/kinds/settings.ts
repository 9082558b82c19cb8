import { eq } from 'drizzle-orm';
import { type CompanySettingsDraft, CompanySettingsDraftSchema } from '@harsh/contract';
import { settings } from '../../db/schema.js';
import { findCompanySettings } from '../../repositories/settings.js';
import type { Editable } from '../editable.js';

/** The company facts: one item, shown on every page. */
export const editableSettings: Editable<CompanySettingsDraft> = {
  kind: 'settings',
  schema: CompanySettingsDraftSchema,
  tables: ['settings'],
  list: async () => [{ key: 'company', title: 'Company facts' }],
  async read(db, key) {
    if (key !== 'company') return null;
    return findCompanySettings(db);
  },
  async readAll(db) {
    const company = await findCompanySettings(db);
    return company ? [{ key: 'company', data: company }] : [];
  },
  async write(db, key, company) {
    await db
      .update(settings)
      .set({ value: company, updatedAt: new Date().toISOString() })
      .where(eq(settings.key, key));
  },
  title: () => 'Company facts',
  path: () => null,
};
