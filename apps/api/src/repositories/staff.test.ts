import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test/database.js';
import { claimTotpStep, createStaffUser, findStaffById, replaceRecoveryCodes } from './staff.js';

let database: DatabaseHandle;
let id = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  id = (await createStaffUser(database.db, {
    email: 'codes@harshlogistics.in',
    name: 'Codes',
    role: 'editor',
    passwordHash: null,
  }))!.id;
});
afterAll(() => database.close());

describe('a two-step code or a recovery code is taken once', () => {
  it('takes a time step only after every step taken before it', async () => {
    expect(await claimTotpStep(database.db, id, 100)).toBe(true);
    expect(await claimTotpStep(database.db, id, 100)).toBe(false);
    expect(await claimTotpStep(database.db, id, 99)).toBe(false);
    expect(await claimTotpStep(database.db, id, 101)).toBe(true);
    expect((await findStaffById(database.db, id))!.totpLastStep).toBe(101);
  });

  it('replaces the recovery codes only while they are the ones read: a second use of a code read at the same time fails', async () => {
    await replaceRecoveryCodes(database.db, id, [], ['a', 'b', 'c']);
    const read = (await findStaffById(database.db, id))!.recoveryCodes;
    expect(await replaceRecoveryCodes(database.db, id, read, ['b', 'c'])).toBe(true);
    // The other request read the same codes before the first was written.
    expect(await replaceRecoveryCodes(database.db, id, read, ['b', 'c'])).toBe(false);
    expect((await findStaffById(database.db, id))!.recoveryCodes).toEqual(['b', 'c']);
  });
});
