import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, type TotpSetup, TWO_FACTOR_MESSAGES } from '@harsh/contract';
import { hashPassword } from '../../services/passwords.js';
import { acceptTotp } from '../../services/totp.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { solvedAltcha } from '../../test/altcha.js';

const ADMIN = { email: 'chief@harshlogistics.in', password: 'the chief admin password' };
const EDITOR = { email: 'editor@harshlogistics.in', password: 'the editor password here' };

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now. */
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
    },
  });
  await createStaffUser(t.database.db, {
    email: EDITOR.email,
    name: 'Editor',
    role: 'editor',
    passwordHash: await hashPassword(EDITOR.password),
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    payload,
    headers: { 'x-forwarded-for': `198.51.100.${++address}`, ...(cookie ? { cookie } : {}) },
  });
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { cookie } });
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;

/** Signs in with the password and, when asked, the code. */
async function signIn(account: { email: string; password: string }, code?: () => string) {
  const first = await post('/session', account);
  if (!('code_required' in first.json().data)) return first;
  return post('/session/code', { ticket: first.json().data.ticket, code: code!() });
}

describe('two-step sign-in', () => {
  let secret = '';
  let recovery: string[] = [];

  it('an admin without it may do nothing but set it up', async () => {
    const admin = cookieOf(await signIn(ADMIN));
    const refused = await get('/inbox', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.required);
    expect((await get('/session', admin)).json().data.user).toMatchObject({
      role: 'admin',
      two_factor: false,
    });
    expect((await get('/totp', admin)).json().data).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });

    const started = (await post('/totp/setup', {}, admin)).json().data as TotpSetup;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toMatch(
      /^otpauth:\/\/totp\/Harsh%20Logistics:chief%40harshlogistics\.in\?/,
    );
    expect(started.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // A screen still showing the key of a set-up started again since is told so, not that its code is wrong.
    const setup = (await post('/totp/setup', {}, admin)).json().data as TotpSetup;
    const stale = await post(
      '/totp/enable',
      { code: codeFor(started.secret), secret: started.secret },
      admin,
    );
    expect([stale.statusCode, stale.json().message]).toEqual([409, TWO_FACTOR_MESSAGES.noSetup]);

    const wrong = await post('/totp/enable', { code: '000000', secret: setup.secret }, admin);
    expect(wrong.statusCode).toBe(422);
    // No recovery codes exist before the set-up is done: the message names only the app.
    expect(wrong.json().data.code).toEqual([TWO_FACTOR_MESSAGES.appCodeWrong]);
    const enabled = await post('/totp/enable', { code: codeFor(setup.secret) }, admin);
    expect(enabled.statusCode, enabled.body).toBe(200);
    recovery = enabled.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(recovery[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    secret = setup.secret;
    expect((await get('/inbox', admin)).statusCode).toBe(200);
    // Once on, a session alone cannot put another app in its place.
    const replace = await post('/totp/setup', {}, admin);
    expect(replace.statusCode).toBe(409);
    expect(replace.json().message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
    expect((await post('/totp/setup', { code: '000000' }, admin)).statusCode).toBe(422);
    expect(
      (await post('/totp/enable', { code: codeFor(setup.secret, 1) }, admin)).json().message,
    ).toBe(TWO_FACTOR_MESSAGES.noSetup);
    // Admins keep it.
    expect((await post('/totp/disable', { code: codeFor(secret, 1) }, admin)).json().message).toBe(
      TWO_FACTOR_MESSAGES.adminsKeep,
    );
  });

  it('signing in then takes the password and a code; a wrong code, a reused one and a lapsed ticket are refused', async () => {
    const first = await post('/session', ADMIN);
    expect(first.json()).toEqual({
      status: 1,
      message: TWO_FACTOR_MESSAGES.codeRequired,
      data: { code_required: true, ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { ticket } = first.json().data;
    const wrong = await post('/session/code', { ticket, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    // The code of the step after the one used at set-up: new, and within the window.
    const code = codeFor(secret, 1);
    const ok = await post('/session/code', { ticket, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.user).toMatchObject({ two_factor: true });
    expect(String(ok.headers['set-cookie'])).toMatch(/^__Host-hl_staff=/);
    // The ticket is used up, and the code too.
    expect((await post('/session/code', { ticket, code })).json().message).toBe(
      TWO_FACTOR_MESSAGES.ticketExpired,
    );
    const again = await post('/session', ADMIN);
    expect(
      (await post('/session/code', { ticket: again.json().data.ticket, code })).statusCode,
    ).toBe(401);
    expect((await post('/session/code', { ticket: 'made-up', code })).json().message).toBe(
      TWO_FACTOR_MESSAGES.ticketExpired,
    );
  });

  it('a recovery code signs in once', async () => {
    const first = await post('/session', ADMIN);
    const used = await post('/session/code', {
      ticket: first.json().data.ticket,
      code: recovery[0]!.toUpperCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    const admin = cookieOf(used);
    expect((await get('/totp', admin)).json().data.recovery_codes_left).toBe(9);
    const second = await post('/session', ADMIN);
    expect(
      (await post('/session/code', { ticket: second.json().data.ticket, code: recovery[0]! }))
        .statusCode,
    ).toBe(401);
    const audit = (await get('/audit?action=sign_in', admin)).json().data.entries as Array<{
      details: object;
    }>;
    expect(audit[0]!.details).toEqual({
      two_factor: 'recovery_code',
      browser: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it('takes one recovery code once when two requests bring it at the same moment, whatever browser they come from', async () => {
    // Two browsers the account knows (each signed in once), so two turns: only the database can tell which came first.
    const browsers: string[] = [];
    for (const code of [recovery[2]!, recovery[3]!]) {
      const signedIn = await post('/session/code', {
        ticket: (await post('/session', ADMIN)).json().data.ticket,
        code,
      });
      browsers.push(
        ([] as string[]).concat(signedIn.headers['set-cookie'] as string[])[1]!.split(';')[0]!,
      );
    }
    const tickets = await Promise.all([post('/session', ADMIN), post('/session', ADMIN)]);
    const both = await Promise.all(
      tickets.map((first, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/session/code',
          payload: { ticket: first.json().data.ticket, code: recovery[5]! },
          headers: { 'x-forwarded-for': `198.51.100.${200 + i}`, cookie: browsers[i]! },
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('others may turn it on and off; an admin may reset it for someone who lost their phone', async () => {
    const editor = cookieOf(await signIn(EDITOR));
    const setup = (await post('/totp/setup', {}, editor)).json().data as TotpSetup;
    expect((await post('/totp/enable', { code: codeFor(setup.secret) }, editor)).statusCode).toBe(
      200,
    );
    expect((await post('/totp/disable', { code: codeFor(setup.secret) }, editor)).statusCode).toBe(
      422,
    );
    expect(
      (await post('/totp/disable', { code: codeFor(setup.secret, 1) }, editor)).json().message,
    ).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await post('/session', EDITOR)).json().data.user).toMatchObject({ two_factor: false });

    const again = (await post('/totp/setup', {}, editor)).json().data as TotpSetup;
    await post('/totp/enable', { code: codeFor(again.secret) }, editor);
    const admin = cookieOf(
      await post('/session/code', {
        ticket: (await post('/session', ADMIN)).json().data.ticket,
        code: recovery[1]!,
      }),
    );
    const editorId = (await get('/session', editor)).json().data.user.id;
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${editorId}/totp`,
      headers: { cookie: admin },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get('/session', editor)).statusCode).toBe(401);
    expect((await post('/session', EDITOR)).json().data.user).toMatchObject({ two_factor: false });
    const audit = (await get('/audit', admin)).json().data.entries as Array<{ action: string }>;
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['2fa_enabled', '2fa_disabled', '2fa_reset']),
    );
  });

  it('moves to another phone with a code of the app in use, or a recovery code; the old app stops working', async () => {
    const email = 'mover@harshlogistics.in';
    await createStaffUser(t.database.db, {
      email,
      name: 'Mover',
      role: 'admin',
      passwordHash: await hashPassword('a password for moving phones'),
    });
    const first = await post('/session', { email, password: 'a password for moving phones' });
    const mover = cookieOf(first);
    const old = (await post('/totp/setup', {}, mover)).json().data as TotpSetup;
    const codes = (await post('/totp/enable', { code: codeFor(old.secret) }, mover)).json().data
      .recovery_codes as string[];

    const moved = await post('/totp/setup', { code: codeFor(old.secret, 1) }, mover);
    expect(moved.statusCode, moved.body).toBe(200);
    const next = moved.json().data as TotpSetup;
    expect(next.secret).not.toBe(old.secret);
    const enabled = await post('/totp/enable', { code: codeFor(next.secret) }, mover);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const ticket = async () =>
      (await post('/session', { email, password: 'a password for moving phones' })).json().data
        .ticket as string;
    expect(
      (await post('/session/code', { ticket: await ticket(), code: codeFor(old.secret, -1) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/session/code', { ticket: await ticket(), code: codeFor(next.secret, 1) }))
        .statusCode,
    ).toBe(200);

    // A lost phone: a recovery code of the new set starts the move, once.
    const lost = enabled.json().data.recovery_codes as string[];
    expect(codes).not.toEqual(lost);
    expect((await post('/totp/setup', { code: lost[0]! }, mover)).statusCode).toBe(200);
    expect((await post('/totp/setup', { code: lost[0]! }, mover)).statusCode).toBe(422);
    const audit = (await get('/audit?action=2fa_moved', mover)).json().data.entries as Array<{
      actor_email: string;
    }>;
    expect(audit.map((entry) => entry.actor_email)).toEqual([email]);
  });

  it('a session alone cannot guess at the codes: five wrong ones, audited, and even a right one is refused for 15 minutes', async () => {
    const email = 'guesser@harshlogistics.in';
    await createStaffUser(t.database.db, {
      email,
      name: 'Guesser',
      role: 'sales',
      passwordHash: await hashPassword('a password for the guessing test'),
    });
    const session = cookieOf(
      await post('/session', { email, password: 'a password for the guessing test' }),
    );
    const setup = (await post('/totp/setup', {}, session)).json().data as TotpSetup;
    expect((await post('/totp/enable', { code: codeFor(setup.secret) }, session)).statusCode).toBe(
      200,
    );
    const wrongCode = codeFor(setup.secret) === '000000' ? '000001' : '000000';
    // Five at once: each takes its turn, so all five count.
    const wrong = await Promise.all(
      Array.from({ length: 5 }, () => post('/totp/disable', { code: wrongCode }, session)),
    );
    expect(wrong.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 422]);
    expect(wrong[0]!.json().data.code).toEqual([TWO_FACTOR_MESSAGES.appCodeWrong]);
    const refused = await post('/totp/disable', { code: codeFor(setup.secret, 1) }, session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.tooManyCodes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(
      (await post('/totp/setup', { code: codeFor(setup.secret, 1) }, session)).statusCode,
    ).toBe(429);
    expect(
      (await post('/totp/recovery-codes', { code: codeFor(setup.secret, 1) }, session)).statusCode,
    ).toBe(429);
    const signedIn = await post('/session/code', {
      ticket: (await post('/session', ADMIN)).json().data.ticket,
      code: recovery[6]!,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const admin = cookieOf(signedIn);
    const listed = await get('/audit?action=2fa_code_failed', admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const audit = listed.json().data.entries as Array<{
      actor_email: string;
      details: { during: string };
    }>;
    expect(audit.filter((entry) => entry.actor_email === email)).toHaveLength(5);
    expect(audit[0]!.details).toEqual({ during: 'turning off' });
  });

  it('wrong codes lock the code step (with the earlier tests’ wrong and reused codes), and make the password step ask for a proof of work', async () => {
    let locked: { statusCode: number; json: () => { message: string } } | null = null;
    for (let i = 0; i <= 5 && !locked; i++) {
      let first = await post('/session', ADMIN);
      if (first.statusCode === 428)
        first = await post('/session', {
          ...ADMIN,
          proof: await solvedAltcha(first.json().data.challenge),
        });
      expect(first.statusCode, first.body).toBe(200);
      const code = await post('/session/code', {
        ticket: first.json().data.ticket,
        code: '111111',
      });
      if (code.statusCode === 429) locked = code;
      else expect(code.statusCode).toBe(401);
    }
    expect(locked?.statusCode).toBe(429);
    expect(locked?.json().message).toBe(STAFF_MESSAGES.signInLocked);
    expect((await post('/session', ADMIN)).statusCode).toBe(428);
  });
});

describe('acceptTotp', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  it('takes the code of now and of one step either side, never the same step twice, and nothing malformed', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const at = (offset: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({
        timestamp: now + offset * 30_000,
      });
    const step = acceptTotp(secret, at(0), null, now);
    expect(step).toBe(Math.floor(now / 30_000));
    expect(acceptTotp(secret, at(0), step, now)).toBeNull();
    expect(acceptTotp(secret, at(1), step, now)).toBe(step! + 1);
    expect(acceptTotp(secret, at(-1), null, now)).toBe(step! - 1);
    expect(acceptTotp(secret, at(2), null, now)).toBeNull();
    expect(acceptTotp(secret, `${at(0).slice(0, 3)} ${at(0).slice(3)}`, null, now)).toBe(step);
    for (const bad of ['', '12345', '1234567', 'abcdef'])
      expect(acceptTotp(secret, bad, null, now)).toBeNull();
  });
});
