import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotpSetup } from '@harsh/contract';
import { staffUsers } from '../../db/schema.js';
import { loadTwoStepKey, sealTwoStepSecrets, twoStepSecrets } from '../../staff/two-step-key.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { markTwoFactorOn } from '../../test/staff.js';
import { storedText } from '../../test/stored-text.js';

const ADMIN = { email: 'keeper@harshlogistics.in', password: 'the keeper admin password' };
const KEY = 'a two-step key of the test, long enough to use';
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

let t: TestApi;
let address = 0;
beforeAll(async () => {
  t = await buildTestApi({
    staff: {
      siteUrl: 'https://www.harshlogistics.in',
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      twoStepKey: { key: KEY, file: '/nonexistent/unused' },
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    payload,
    headers: { 'x-forwarded-for': `203.0.113.${++address}`, ...(cookie ? { cookie } : {}) },
  });
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;
const storedSecret = async (email: string) =>
  (await t.database.db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0]!.totpSecret;

describe('two-step secrets at rest (issue 40)', () => {
  it('are kept sealed with the key, not in clear, and sign-in with a code still works', async () => {
    const admin = cookieOf(await post('/session', ADMIN));
    const setup = (await post('/totp/setup', {}, admin)).json().data as TotpSetup;
    // Being set up, it is sealed already.
    expect(await storedText(t.database.db)).not.toContain(setup.secret);
    expect(
      (await post('/totp/enable', { code: codeFor(setup.secret), secret: setup.secret }, admin))
        .statusCode,
    ).toBe(200);

    const stored = await storedSecret(ADMIN.email);
    expect(stored).toMatch(/^v1:/);
    expect(await storedText(t.database.db)).not.toContain(setup.secret);
    // Another key does not open it: only the key outside the database does.
    expect(
      twoStepSecrets(
        loadTwoStepKey({ key: 'some other key that is also long enough', keyFile: '/unused' }),
      ).open(1, stored),
    ).toBeNull();

    const first = await post('/session', ADMIN);
    expect(first.json().data.code_required).toBe(true);
    const second = await post('/session/code', {
      ticket: first.json().data.ticket,
      code: codeFor(setup.secret, 1),
    });
    expect(second.statusCode, second.body).toBe(200);
  });

  it('stored in clear by an older version, are sealed at start and keep working', async () => {
    const legacy = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.database.db
      .insert(staffUsers)
      .values({ email: 'old@harshlogistics.in', name: 'Old', role: 'sales', passwordHash: null });
    await markTwoFactorOn(t.database.db, 'old@harshlogistics.in');
    expect(await storedSecret('old@harshlogistics.in')).toBe(legacy);

    const secrets = twoStepSecrets(loadTwoStepKey({ key: KEY, keyFile: '/unused' }));
    expect(await sealTwoStepSecrets(t.database.db, secrets)).toMatchObject({
      sealed: 1,
      unopened: 0,
    });
    const sealed = await storedSecret('old@harshlogistics.in');
    expect(sealed).toMatch(/^v1:/);
    expect(await storedText(t.database.db)).not.toContain(legacy);
    const [row] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'old@harshlogistics.in'));
    expect(secrets.open(row!.id, sealed)).toBe(legacy);
    // Again: nothing left to seal.
    expect(await sealTwoStepSecrets(t.database.db, secrets)).toMatchObject({ sealed: 0 });
  });
});
