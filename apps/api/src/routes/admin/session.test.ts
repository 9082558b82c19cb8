import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SIGN_IN_FAILURES_BEFORE_LOCK,
  SIGN_IN_FAILURES_PER_NETWORK_ADDRESS,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { auditLog, staffSessions, staffUsers } from '../../db/schema.js';
import { ensureFirstAdmin } from '../../services/first-admin.js';
import { hashPassword } from '../../services/passwords.js';
import { sessionIdOf } from '../../services/staff-cookie.js';
import { createStaffUser } from '../../repositories/staff.js';
import { solvedAltcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { markTwoFactorOn } from '../../test/staff.js';

const SITE = 'https://www.harshlogistics.in';
const ADMIN = { email: 'admin@harshlogistics.in', password: 'correct horse battery staple' };
const SALES = { email: 'sales.desk@harshlogistics.in', password: 'a long sales password' };

let t: TestApi;
beforeAll(async () => {
  // The proofs' work made small: the tests play attackers who solve dozens; the levels are as in production.
  t = await buildTestApi({
    staff: { siteUrl: SITE, adminEmail: ADMIN.email, adminPassword: ADMIN.password },
    signInProofWork: [500, 1_000],
  });
  await createStaffUser(t.database.db, {
    email: SALES.email,
    name: 'Sales Desk',
    role: 'sales',
    passwordHash: await hashPassword(SALES.password),
  });
});
afterAll(() => t.close());

/** Each caller its own address (as the site forwards it), so the per-address limit stays out of the way. */
let nextAddress = 1;
const freshAddress = () => {
  const n = nextAddress++;
  return `100.64.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

function signIn(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: body,
    headers: { 'x-forwarded-for': freshAddress(), ...headers },
  });
}

/** Signs in and returns the cookie pair (`name=token`) to send back. */
async function sessionCookie(account = ADMIN): Promise<string> {
  const response = await signIn(account);
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
}

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/session', headers: cookie ? { cookie } : {} });
const auditActions = async (email: string) =>
  await t.database.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.actorEmail, email))
    .orderBy(auditLog.id);

describe('sign-in (POST /api/admin/session)', () => {
  it('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD signs in; the cookie is HttpOnly, Secure, SameSite=Lax and __Host-', async () => {
    const response = await signIn(ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: STAFF_MESSAGES.signedIn,
      data: { user: { email: ADMIN.email, role: 'admin' } },
    });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] as string[])[0]!;
    expect(cookie).toMatch(
      /^__Host-hl_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The database holds a hash of the token, never the token.
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const rows = await t.database.db.select({ id: staffSessions.id }).from(staffSessions);
    expect(rows.map((r) => r.id)).toContain(sessionIdOf(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('gives the same answer for a wrong password and an unknown e-mail, and audits both', async () => {
    const wrong = await signIn({ email: ADMIN.email, password: 'not the password at all' });
    const unknown = await signIn({
      email: 'nobody@harshlogistics.in',
      password: 'not the password at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 0, message: STAFF_MESSAGES.signInFailed, data: null });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(await auditActions('nobody@harshlogistics.in')).toEqual([
      { action: 'sign_in_failed', details: { reason: 'unknown_email' } },
    ]);
    expect((await auditActions(ADMIN.email)).map((a) => a.action)).toContain('sign_in_failed');
  });

  it('refuses bad input with field messages, never a 500', async () => {
    const response = await signIn({ email: 'not-an-address', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 0,
      message: MESSAGES.validation,
      data: { email: expect.any(Array), password: ['Enter your password.'] },
    });
    expect((await signIn({ email: ['x'], password: 5 })).statusCode).toBe(422);
  });

  it(`after ${SIGN_IN_FAILURES_BEFORE_LOCK} failures from browsers it does not know, asks a proof of work of such browsers, growing with each failure, and never locks the owner out`, async () => {
    for (const email of [SALES.email, 'ghost@harshlogistics.in']) {
      for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++)
        expect((await signIn({ email, password: `guess number ${i}` })).statusCode).toBe(401);
      const failuresBefore = (await auditActions(email)).length;
      // Without a proof, even the right password is not tried, and nothing is counted.
      const asked = await signIn({
        email,
        password: email === SALES.email ? SALES.password : 'whatever it is',
      });
      expect(asked.statusCode).toBe(428);
      expect(asked.json()).toMatchObject({
        status: 0,
        message: STAFF_MESSAGES.signInCheck,
        data: { challenge: { parameters: { algorithm: 'SHA-256' } } },
      });
      expect(await auditActions(email)).toHaveLength(failuresBefore);
    }
    // The right password with the proof signs in.
    const challenge = (await signIn({ email: SALES.email, password: SALES.password })).json().data
      .challenge;
    const proof = await solvedAltcha(challenge);
    expect((await signIn({ ...SALES, proof })).statusCode).toBe(200);
    // Each proof once; one made for another address does not count.
    expect((await signIn({ ...SALES, proof })).json().message).toBe(
      STAFF_MESSAGES.signInCheckFailed,
    );
    const ghostChallenge = (
      await signIn({ email: 'ghost@harshlogistics.in', password: 'x' })
    ).json().data.challenge;
    const ghostProof = await solvedAltcha(ghostChallenge);
    expect((await signIn({ ...SALES, proof: ghostProof })).statusCode).toBe(428);
    // A wrong password with a proof is counted, and the work asked grows: a proof of the lower level no longer does.
    const early = await solvedAltcha(
      (await signIn({ email: 'ghost@harshlogistics.in', password: 'x' })).json().data.challenge,
    );
    expect(
      (
        await signIn({
          email: 'ghost@harshlogistics.in',
          password: 'guess with a proof',
          proof: ghostProof,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await signIn({ email: 'ghost@harshlogistics.in', password: 'another guess', proof: early }))
        .statusCode,
    ).toBe(428);
    // Another account is not touched.
    expect((await signIn(ADMIN)).statusCode).toBe(200);
    // The proof is asked only while the failures are in their 15 minutes: move them back 16.
    await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await t.database.db
      .update(auditLog)
      .set({ at: sql`${auditLog.at} - interval '16 minutes'` })
      .where(eq(auditLog.actorEmail, SALES.email));
    await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect((await signIn(SALES)).statusCode).toBe(200);
  });

  it('lets the owner sign in from a fresh browser after 50 wrong guesses from other addresses', async () => {
    const owner = {
      email: 'owner.under.attack@harshlogistics.in',
      password: 'the owner knows this long one',
    };
    await createStaffUser(t.database.db, {
      email: owner.email,
      name: 'Owner',
      role: 'editor',
      passwordHash: await hashPassword(owner.password),
    });
    let guesses = 0;
    for (let i = 0; guesses < 50; i++) {
      // Each guess from an address of its own, with the proof the attacker had to solve for it.
      const attempt = await signIn({ email: owner.email, password: `attacker guess ${i}` });
      if (attempt.statusCode === 428) {
        const proof = await solvedAltcha(attempt.json().data.challenge);
        expect(
          (await signIn({ email: owner.email, password: `attacker guess ${i}`, proof })).statusCode,
        ).toBe(401);
      } else {
        expect(attempt.statusCode).toBe(401);
      }
      guesses += 1;
    }
    // The owner, in a browser that never signed in (no cookie), from their own network: one proof, then in.
    const asked = await signIn(owner);
    expect(asked.statusCode).toBe(428);
    const started = Date.now();
    const proof = await solvedAltcha(asked.json().data.challenge);
    console.log(
      `The owner's proof of work after 50 guesses took ${Date.now() - started} ms in Node`,
    );
    const signedIn = await signIn({ ...owner, proof });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  }, 60_000);

  it('limits the failures from one network address, whatever the e-mail', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (
          await signIn(
            { email: `person${i}@example.in`, password: 'a wrong password' },
            { 'x-forwarded-for': address },
          )
        ).statusCode,
      );
    expect(statuses.slice(0, SIGN_IN_FAILURES_PER_NETWORK_ADDRESS).every((s) => s === 401)).toBe(
      true,
    );
    expect(statuses.slice(SIGN_IN_FAILURES_PER_NETWORK_ADDRESS)).toEqual([429, 429]);
    const refused = await signIn(ADMIN, { 'x-forwarded-for': address });
    expect(refused.statusCode).toBe(429);
    // Until the oldest of the 20 leaves the 15 minutes: a little under 900 seconds.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60 - 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an IPv6 client by its /64, which one household or server usually holds whole', async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_NETWORK_ADDRESS; i++) {
      await signIn(
        { email: `hopper${i}@example.in`, password: 'a wrong password' },
        { 'x-forwarded-for': `2001:db8:7:7::${(i + 1).toString(16)}` },
      );
    }
    expect((await signIn(ADMIN, { 'x-forwarded-for': '2001:db8:7:7:ffff:1:2:3' })).statusCode).toBe(
      429,
    );
    expect((await signIn(ADMIN, { 'x-forwarded-for': '2001:db8:7:8::1' })).statusCode).toBe(200);
    const [failure] = (await auditActions('hopper0@example.in')).filter(
      (entry) => entry.action === 'sign_in_failed',
    );
    expect(failure!.details).toEqual({ reason: 'unknown_email', network: '2001:db8:7:7::' });
  });

  it('counts failures sent all at once as if one after another', async () => {
    const address = freshAddress();
    const tries = Array.from({ length: SIGN_IN_FAILURES_PER_NETWORK_ADDRESS + 5 }, (_, i) =>
      signIn(
        { email: `spray${i}@example.in`, password: 'a wrong password' },
        { 'x-forwarded-for': address },
      ),
    );
    const statuses = (await Promise.all(tries)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      SIGN_IN_FAILURES_PER_NETWORK_ADDRESS,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('does not count sign-ins that succeed: a whole office signs in from one address', async () => {
    const office = freshAddress();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_NETWORK_ADDRESS + 5; i++) {
      const response = await signIn(i % 2 ? ADMIN : SALES, { 'x-forwarded-for': office });
      expect(response.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    // And a few mistakes among them do not lock it either.
    for (let i = 0; i < 3; i++)
      expect(
        (
          await signIn(
            { email: ADMIN.email, password: 'a typo in it' },
            { 'x-forwarded-for': office },
          )
        ).statusCode,
      ).toBe(401);
    expect((await signIn(ADMIN, { 'x-forwarded-for': office })).statusCode).toBe(200);
  });

  describe('a browser the account signed in from', () => {
    const OWNER = {
      email: 'owner.browser@harshlogistics.in',
      password: 'the owner knows this one',
    };
    const OWNER_TWO = {
      email: 'second.owner@harshlogistics.in',
      password: 'the second owner knows this',
    };
    /** The cookie pairs of a sign-in's answer, by name. */
    const cookiesOf = (response: { headers: Record<string, unknown> }) =>
      Object.fromEntries(
        ([] as string[])
          .concat(response.headers['set-cookie'] as string[])
          .map((c) => c.split(';')[0]!.split('=') as [string, string]),
      );
    let browser = '';
    beforeAll(async () => {
      await createStaffUser(t.database.db, {
        email: OWNER.email,
        name: 'Owner',
        role: 'editor',
        passwordHash: await hashPassword(OWNER.password),
      });
      await createStaffUser(t.database.db, {
        email: OWNER_TWO.email,
        name: 'Owner Two',
        role: 'editor',
        passwordHash: await hashPassword(OWNER_TWO.password),
      });
      const first = await signIn(OWNER);
      expect(first.statusCode).toBe(200);
      const header = ([] as string[]).concat(first.headers['set-cookie'] as string[]);
      // The session's cookie first, then the browser's own token, kept for 90 days.
      expect(header[0]).toMatch(/^__Host-hl_staff=/);
      expect(header[1]).toMatch(
        /^__Host-hl_browser=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7776000; Secure$/,
      );
      browser = `__Host-hl_browser=${cookiesOf(first)['__Host-hl_browser']}`;
    });

    it('keeps its token from one sign-in to the next', async () => {
      const again = await signIn(OWNER, { cookie: browser });
      expect(`__Host-hl_browser=${cookiesOf(again)['__Host-hl_browser']}`).toBe(browser);
    });

    it('signs in without a proof of work when failures sent from elsewhere have the others asked for one, and counts its own', async () => {
      for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++)
        expect(
          (await signIn({ email: OWNER.email, password: `attacker guess ${i}` })).statusCode,
        ).toBe(401);
      expect((await signIn(OWNER)).statusCode).toBe(428);
      // A browser with a token of its own, never signed in as this account, is one of the others.
      const stranger = `__Host-hl_browser=${'s'.repeat(43)}`;
      expect((await signIn(OWNER, { cookie: stranger })).statusCode).toBe(428);
      expect((await signIn(OWNER, { cookie: browser })).statusCode).toBe(200);
      // The owner's browser has a count of its own: five mistakes there lock it too.
      for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++)
        expect(
          (await signIn({ email: OWNER.email, password: `owner typo ${i}` }, { cookie: browser }))
            .statusCode,
        ).toBe(401);
      const locked = await signIn(OWNER, { cookie: browser });
      expect(locked.statusCode).toBe(429);
      const failures = (await auditActions(OWNER.email)).filter(
        (entry) => entry.action === 'sign_in_failed',
      );
      expect(failures.filter((entry) => 'browser' in entry.details)).toHaveLength(
        SIGN_IN_FAILURES_BEFORE_LOCK,
      );
      expect(failures.filter((entry) => !('browser' in entry.details))).toHaveLength(
        SIGN_IN_FAILURES_BEFORE_LOCK,
      );
    });

    it('is not stopped by the lock of its network address, which its own failures still add to', async () => {
      const address = freshAddress();
      for (let i = 0; i < SIGN_IN_FAILURES_PER_NETWORK_ADDRESS; i++)
        await signIn(
          { email: `crowd${i}@example.in`, password: 'a wrong password' },
          { 'x-forwarded-for': address },
        );
      expect((await signIn(ADMIN, { 'x-forwarded-for': address })).statusCode).toBe(429);
      const admin = await signIn(ADMIN);
      const adminBrowser = `__Host-hl_browser=${cookiesOf(admin)['__Host-hl_browser']}`;
      expect(
        (await signIn(ADMIN, { 'x-forwarded-for': address, cookie: adminBrowser })).statusCode,
      ).toBe(200);
      // The token is the account's only: the same browser is a stranger to another account.
      expect(
        (await signIn(SALES, { 'x-forwarded-for': address, cookie: adminBrowser })).statusCode,
      ).toBe(429);
    });

    it('gives a browser a token made by the server: one it made up is not kept', async () => {
      const madeUp = 'm'.repeat(43);
      const response = await signIn(OWNER_TWO, { cookie: `__Host-hl_browser=${madeUp}` });
      expect(response.statusCode).toBe(200);
      expect(cookiesOf(response)['__Host-hl_browser']).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookiesOf(response)['__Host-hl_browser']).not.toBe(madeUp);
    });

    it('counts only the five browsers the account signed in from last', async () => {
      const browsers: string[] = [];
      for (let i = 0; i < 6; i++)
        browsers.push(
          `__Host-hl_browser=${cookiesOf(await signIn(OWNER_TWO))['__Host-hl_browser']}`,
        );
      for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++)
        await signIn({ email: OWNER_TWO.email, password: `stranger guess ${i}` });
      expect((await signIn(OWNER_TWO, { cookie: browsers[0]! })).statusCode).toBe(428);
      expect((await signIn(OWNER_TWO, { cookie: browsers[5]! })).statusCode).toBe(200);
    });

    it('is a stranger again once every session of the account has ended (here: signed out everywhere)', async () => {
      const email = 'reset.browser@harshlogistics.in';
      const account = { email, password: 'a password before the reset' };
      await createStaffUser(t.database.db, {
        email,
        name: 'Reset',
        role: 'editor',
        passwordHash: await hashPassword(account.password),
      });
      const signedIn = await signIn(account);
      const session = `__Host-hl_staff=${cookiesOf(signedIn)['__Host-hl_staff']}`;
      const browser = `__Host-hl_browser=${cookiesOf(signedIn)['__Host-hl_browser']}`;
      for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++)
        await signIn({ email, password: `stranger guess ${i}` });
      expect((await signIn(account, { cookie: browser })).statusCode).toBe(200);
      const everywhere = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/sessions',
        headers: { cookie: session, origin: SITE },
      });
      expect(everywhere.statusCode, everywhere.body).toBe(200);
      expect((await signIn(account, { cookie: browser })).statusCode).toBe(428);
    });

    it('keeps a token it gave out when another account signs in from the same browser: two people share a computer', async () => {
      const first = { email: 'desk.one@harshlogistics.in', password: 'the first desk password' };
      const second = { email: 'desk.two@harshlogistics.in', password: 'the second desk password' };
      for (const account of [first, second])
        await createStaffUser(t.database.db, {
          email: account.email,
          name: 'Desk',
          role: 'sales',
          passwordHash: await hashPassword(account.password),
        });
      const shared = `__Host-hl_browser=${cookiesOf(await signIn(first))['__Host-hl_browser']}`;
      expect(
        `__Host-hl_browser=${cookiesOf(await signIn(second, { cookie: shared }))['__Host-hl_browser']}`,
      ).toBe(shared);
      // Both know it now: failures sent from elsewhere lock neither out there.
      for (const account of [first, second]) {
        for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++)
          await signIn({ email: account.email, password: `stranger guess ${i}` });
        expect((await signIn(account, { cookie: shared })).statusCode).toBe(200);
      }
    });

    it('checks guesses sent all at once from many networks one after another: no more than five get through without a proof', async () => {
      const email = 'burst@harshlogistics.in';
      const account = { email, password: 'the burst password is this' };
      await createStaffUser(t.database.db, {
        email,
        name: 'Burst',
        role: 'editor',
        passwordHash: await hashPassword(account.password),
      });
      // Each from a network of its own; in whatever order they are taken, five are checked.
      const guesses = Array.from({ length: 20 }, (_, i) =>
        signIn({ email, password: `burst guess ${i}` }),
      );
      const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(
        SIGN_IN_FAILURES_BEFORE_LOCK,
      );
      expect(statuses.filter((status) => status === 428)).toHaveLength(
        20 - SIGN_IN_FAILURES_BEFORE_LOCK,
      );
      // And the right password after the burst brings a proof like any other.
      expect((await signIn(account)).statusCode).toBe(428);
    });

    it('tells how long a lock has left (Retry-After)', async () => {
      // A known browser's own lock.
      const email = 'countdown@harshlogistics.in';
      const account = { email, password: 'the countdown password' };
      await createStaffUser(t.database.db, {
        email,
        name: 'Countdown',
        role: 'editor',
        passwordHash: await hashPassword(account.password),
      });
      const browser = `__Host-hl_browser=${cookiesOf(await signIn(account))['__Host-hl_browser']}`;
      for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++)
        await signIn({ email, password: 'a wrong password' }, { cookie: browser });
      await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await t.database.db
        .update(auditLog)
        .set({ at: sql`${auditLog.at} - interval '10 minutes'` })
        .where(eq(auditLog.actorEmail, email));
      await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
      const refused = await signIn({ email, password: 'a wrong password' }, { cookie: browser });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(4 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    });
  });

  it('refuses a disabled account with the same answer, and ends its sessions', async () => {
    const email = 'leaver@harshlogistics.in';
    const user = await createStaffUser(t.database.db, {
      email,
      name: 'Leaver',
      role: 'editor',
      passwordHash: await hashPassword('a password for leaving'),
    });
    const cookie = await sessionCookie({ email, password: 'a password for leaving' });
    await t.database.db
      .update(staffUsers)
      .set({ disabledAt: new Date().toISOString() })
      .where(eq(staffUsers.id, user!.id));
    const refused = await signIn({ email, password: 'a password for leaving' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(STAFF_MESSAGES.signInFailed);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('401 in the envelope without a session, or with a made-up one', async () => {
    for (const cookie of [
      undefined,
      '__Host-hl_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '__Host-hl_staff=<script>',
    ]) {
      const response = await me(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 0,
        message: STAFF_MESSAGES.notSignedIn,
        data: null,
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('a new session at every sign-in: the old token stops working', async () => {
    const first = await sessionCookie();
    const again = await signIn(ADMIN, { cookie: first });
    const second = String(again.headers['set-cookie']).split(';')[0]!;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends after 30 idle minutes and 12 hours after sign-in, whichever comes first', async () => {
    const idle = await sessionCookie();
    const long = await sessionCookie();
    const id = (cookie: string) => sessionIdOf(cookie.split('=')[1]!);
    await t.database.db
      .update(staffSessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(staffSessions.id, id(idle)));
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(staffSessions.id, id(long)));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(long)).statusCode).toBe(401);
  });

  it('use moves the idle end on, never past the absolute end', async () => {
    const cookie = await sessionCookie();
    const id = sessionIdOf(cookie.split('=')[1]!);
    const absolute = new Date(Date.now() + 10 * 60_000).toISOString();
    await t.database.db
      .update(staffSessions)
      .set({
        lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        idleExpiresAt: new Date(Date.now() + 60_000).toISOString(),
        expiresAt: absolute,
      })
      .where(eq(staffSessions.id, id));
    const body = (await me(cookie)).json();
    expect(body.data.session.expires_at).toBe(new Date(absolute).toISOString());
    const [row] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.id, id));
    expect(new Date(row!.idleExpiresAt).getTime()).toBe(new Date(absolute).getTime());
  });

  it('sign-out ends this session and clears the cookie; sign-out everywhere ends them all', async () => {
    const one = await sessionCookie();
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie: one },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-hl_staff=; .*Max-Age=0/);
    expect((await me(one)).statusCode).toBe(401);

    const a = await sessionCookie();
    const b = await sessionCookie();
    const all = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/sessions',
      headers: { cookie: a },
    });
    expect(all.json()).toMatchObject({ status: 1, message: STAFF_MESSAGES.signedOutEverywhere });
    expect(all.json().data.ended).toBeGreaterThanOrEqual(2);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await auditActions(ADMIN.email)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['sign_in', 'sign_out', 'sign_out_everywhere']),
    );
  });

  it('refuses a cross-site post (Origin or Sec-Fetch-Site of another site) before anything else', async () => {
    const cookie = await sessionCookie();
    const forged = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/sessions',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(STAFF_MESSAGES.crossSite);
    const fetched = await signIn(ADMIN, { 'sec-fetch-site': 'cross-site' });
    expect(fetched.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
    // The site's own pages are of the same origin.
    expect(
      (await signIn(ADMIN, { origin: SITE, 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
  });
});

describe('roles', () => {
  it('the audit log is for admins: 401 without a session, 403 for sales, in the envelope', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const sales = await sessionCookie(SALES);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: sales },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: STAFF_MESSAGES.forbidden, data: null });
    // Validation comes after the session check: a stranger learns nothing from bad input either.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit?page=zero' })).statusCode,
    ).toBe(401);

    const admin = await sessionCookie();
    // An admin without two-step sign-in may do nothing else (routes/admin/totp.test.ts).
    await markTwoFactorOn(t.database.db, ADMIN.email);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=sign_in_failed&actor=nobody`,
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    const { entries, total } = list.json().data;
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      action: 'sign_in_failed',
      actor_email: 'nobody@harshlogistics.in',
      ip: expect.stringMatching(/^100\.64\./),
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const dated = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?from=${today}&to=${today}&action=sign_in`,
      headers: { cookie: admin },
    });
    expect(dated.json().data.total).toBeGreaterThan(0);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?to=2020-01-01`,
      headers: { cookie: admin },
    });
    expect(before.json().data.total).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/audit?from=yesterday`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('the audit log is append-only: the database refuses changes and deletions', async () => {
    await expect(t.database.db.update(auditLog).set({ action: 'nothing' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
  });
});

describe('the first admin', () => {
  it('without ADMIN_EMAIL, a one-time set-up link, good once, makes the admin', async () => {
    const fresh = await buildTestApi({ staff: { siteUrl: SITE } });
    try {
      // The start made a link already; a second call makes another (as a restart would).
      const outcome = await ensureFirstAdmin(fresh.database.db, { siteUrl: SITE });
      expect(outcome.kind).toBe('setup-link');
      const link = new URL((outcome as { link: string }).link);
      expect(link.origin + link.pathname).toBe(`${SITE}/admin/setup`);
      const token = link.searchParams.get('token')!;
      const check = async () =>
        (await fresh.app.inject({ method: 'GET', url: `/api/admin/setup/${token}` })).json().data
          .valid;
      expect(await check()).toBe(true);
      expect(
        (await fresh.app.inject({ method: 'GET', url: '/api/admin/setup/made-up' })).json().data
          .valid,
      ).toBe(false);

      const body = {
        token,
        name: 'Anita Desai',
        email: 'Anita.Desai@HarshLogistics.in',
        password: 'a good long password',
        password_again: 'a good long password',
      };
      const mismatch = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { ...body, password_again: 'another' },
      });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().data.password_again).toEqual([STAFF_MESSAGES.passwordsDiffer]);
      const short = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { ...body, password: 'short', password_again: 'short' },
      });
      expect(short.json().data.password).toEqual([STAFF_MESSAGES.passwordTooShort]);
      const guessable = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { ...body, password: 'Password@2026', password_again: 'Password@2026' },
      });
      expect(guessable.statusCode).toBe(422);
      expect(guessable.json().data.password).toEqual([STAFF_MESSAGES.passwordGuessable]);
      const personal = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { ...body, password: 'anita.desai@2026', password_again: 'anita.desai@2026' },
      });
      expect(personal.statusCode).toBe(422);
      expect(personal.json().data.password).toEqual([STAFF_MESSAGES.passwordPersonal]);
      const address = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { ...body, password: body.email, password_again: body.email },
      });
      expect(address.json().data.password).toEqual([STAFF_MESSAGES.passwordPersonal]);

      const done = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: body,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().message).toBe(STAFF_MESSAGES.setupDone);
      expect(await check()).toBe(false);
      const again = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { ...body, email: 'someone.else@example.in' },
      });
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe(STAFF_MESSAGES.setupInvalid);
      const signedIn = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'anita.desai@harshlogistics.in', password: body.password },
      });
      expect(signedIn.json().data.user).toMatchObject({ name: 'Anita Desai', role: 'admin' });
      expect(await ensureFirstAdmin(fresh.database.db, { siteUrl: SITE })).toEqual({
        kind: 'exists',
      });
    } finally {
      await fresh.close();
    }
  });

  it('a guessable ADMIN_PASSWORD makes no admin: a set-up link instead, and says why', async () => {
    const fresh = await buildTestApi({ staff: { siteUrl: SITE } });
    try {
      const outcome = await ensureFirstAdmin(fresh.database.db, {
        siteUrl: SITE,
        email: 'first@harshlogistics.in',
        password: 'Password@2026',
      });
      expect(outcome).toMatchObject({ kind: 'setup-link', guessablePassword: true });
      const sessions = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'first@harshlogistics.in', password: 'Password@2026' },
      });
      expect(sessions.statusCode).toBe(401);
      // A strong one makes the admin.
      expect(
        await ensureFirstAdmin(fresh.database.db, {
          siteUrl: SITE,
          email: 'first@harshlogistics.in',
          password: 'monsoon trucks carry jaggery',
        }),
      ).toEqual({
        kind: 'created',
        email: 'first@harshlogistics.in',
      });
    } finally {
      await fresh.close();
    }
  });

  it('an expired set-up link is refused', async () => {
    const fresh = await buildTestApi({ staff: { siteUrl: SITE } });
    try {
      const outcome = (await ensureFirstAdmin(fresh.database.db, { siteUrl: SITE })) as {
        link: string;
      };
      const token = new URL(outcome.link).searchParams.get('token')!;
      await fresh.database.db.execute(
        sql`update staff_tokens set expires_at = now() - interval '1 second'`,
      );
      const response = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: {
          token,
          name: 'Late Comer',
          email: 'late@example.in',
          password: 'a good long password',
          password_again: 'a good long password',
        },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});
