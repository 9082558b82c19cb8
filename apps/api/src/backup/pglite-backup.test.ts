import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { outbox, staffUsers } from '../db/schema.js';
import { forgetSecrets } from '../repositories/outbox.js';
import { loadTwoStepKey, sealTwoStepSecrets, twoStepSecrets } from '../staff/two-step-key.js';
import { createTestDataDir, TEST_DRIVER } from '../test/database.js';
import { pgliteBackupWriter } from './backup-writers.js';
import { pgliteBackups } from './pglite-backup.js';
import { restorePglite } from './pglite-restore.js';

describe.runIf(TEST_DRIVER === 'pglite')(
  'a PGlite backup holds what the database holds now, not what it held (issue 40)',
  () => {
    let work: string;
    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'harsh-dead-rows-'));
    });
    afterAll(() => rm(work, { recursive: true, force: true }));

    it('keeps no byte of a code cleared from the outbox, or of a two-step secret since sealed, and restores', async () => {
      const dataDir = join(work, 'data');
      await createTestDataDir(dataDir);
      const code = `CODE${Date.now().toString(36).toUpperCase()}QX`;
      const secret = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';
      const database = await openDatabase({ dataDir });
      const path = join(work, 'backup.tar.gz');
      let outboxId: number;
      try {
        // A mail with a secret in it, sent: the row keeps no code, but its old version is a dead row.
        const [row] = await database.db
          .insert(outbox)
          .values({ kind: 'data_code', payload: { id: 1, code } })
          .returning();
        outboxId = row!.id;
        await database.db
          .update(outbox)
          .set({ sentAt: new Date().toISOString() })
          .where(eq(outbox.id, outboxId));
        await forgetSecrets(database.db, outboxId);
        // A two-step secret an older version kept in clear, sealed at the next start.
        await database.db.insert(staffUsers).values({
          email: 'old@harshlogistics.in',
          name: 'Old',
          role: 'admin',
          passwordHash: null,
          totpSecret: secret,
        });
        await sealTwoStepSecrets(
          database.db,
          twoStepSecrets(loadTwoStepKey({ key: 'k'.repeat(40), keyFile: '/unused' })),
        );

        await pgliteBackupWriter(pgliteBackups(database.pglite!, dataDir)).write(path);
      } finally {
        await database.close();
      }

      const bytes = gunzipSync(await readFile(path));
      expect(bytes.includes(code)).toBe(false);
      expect(bytes.includes(secret)).toBe(false);

      const restoredDir = join(work, 'restored');
      await restorePglite(path, restoredDir);
      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        const [row] = await restored.db.select().from(outbox).where(eq(outbox.id, outboxId!));
        expect(row?.payload).toEqual({ id: 1 });
        const [user] = await restored.db
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.email, 'old@harshlogistics.in'));
        expect(user?.totpSecret).toMatch(/^v1:/);
      } finally {
        await restored.close();
      }
    }, 120_000);
  },
);
