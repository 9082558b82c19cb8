import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, STAFF_MESSAGES, type StaffAccount } from '@harsh/contract';
import { outbox, staffUsers } from '../../db/schema.js';
import { enqueueStaffMail } from '../../repositories/outbox.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { FAST, type FakeSmtp, mailSettings, startFakeSmtp } from '../../test/fake-smtp.js';
import { markTwoFactorOn } from '../../test/staff.js';
import { storedText, tokenShapedStrings } from '../../test/stored-text.js';
import { waitFor } from '../../test/submissions.js';

const SITE = 'https://www.harshlogistics.in';
const ADMIN = { email: 'root@harshlogistics.in', password: 'the first admin password' };

function api(t: TestApi) {
  let address = 0;
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password },
      headers: { 'x-forwarded-for': `192.0.2.${++address}` },
    });
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0]!;
  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  return { signIn, cookieOf, call };
}

/** Sets a password with a link, as the invited person does on the page the link opens. */
const choosePassword = (t: TestApi, link: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    payload: { token: new URL(link).searchParams.get('token'), password, password_again: password },
  });

describe('staff accounts without a mail server', () => {
  let t: TestApi;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApi({
      staff: { siteUrl: SITE, adminEmail: ADMIN.email, adminPassword: ADMIN.password },
    });
    admin = api(t).cookieOf(await api(t).signIn(ADMIN.email, ADMIN.password));
    await markTwoFactorOn(t.database.db, ADMIN.email);
  });
  afterAll(() => t.close());

  it('an admin invites someone, who chooses a password with the link (once) and signs in with the role given', async () => {
    const { call, signIn } = api(t);
    const invite = await call(admin, 'POST', '/staff', {
      name: 'Sneha Kulkarni',
      email: 'Sneha.K@HarshLogistics.in',
      role: 'sales',
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json().message).toBe(ACCOUNT_MESSAGES.invitedNoMail);
    const link = invite.json().data.link as string;
    expect(link).toMatch(new RegExp(`^${SITE}/admin/password\\?token=[A-Za-z0-9_-]{43}$`));

    const accounts = (await call(admin, 'GET', '/staff')).json().data as StaffAccount[];
    expect(accounts.find((a) => a.email === 'sneha.k@harshlogistics.in')).toMatchObject({
      role: 'sales',
      state: 'invited',
      sessions: 0,
    });
    // Not yet able to sign in: no password.
    expect((await signIn('sneha.k@harshlogistics.in', 'anything at all here')).statusCode).toBe(
      401,
    );

    const token = new URL(link).searchParams.get('token');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/password/${token}` })).json().data
        .valid,
    ).toBe(true);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      payload: { token, password: 'short', password_again: 'short' },
    });
    expect(short.statusCode).toBe(422);
    // Her own name with a digit is refused, and the link still works for a better one.
    const personal = await choosePassword(t, link, 'Sneha Kulkarni 1');
    expect(personal.statusCode).toBe(422);
    expect(personal.json().data.password).toEqual([STAFF_MESSAGES.passwordPersonal]);
    // So is her e-mail address, in any case and with a digit.
    for (const password of ['sneha.k@harshlogistics.in', 'Sneha.K@HarshLogistics.in1']) {
      const address = await choosePassword(t, link, password);
      expect(address.statusCode, password).toBe(422);
      expect(address.json().data.password).toEqual([STAFF_MESSAGES.passwordPersonal]);
    }
    expect((await choosePassword(t, link, 'sneha chooses a long one')).json().message).toBe(
      ACCOUNT_MESSAGES.passwordSet,
    );
    const again = await choosePassword(t, link, 'someone else tries again');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.linkInvalid);

    const signedIn = await signIn('sneha.k@harshlogistics.in', 'sneha chooses a long one');
    expect(signedIn.json().data.user).toMatchObject({ name: 'Sneha Kulkarni', role: 'sales' });
    // Sales may not manage staff.
    expect((await call(api(t).cookieOf(signedIn), 'GET', '/staff')).statusCode).toBe(403);
    expect(
      (
        await call(admin, 'POST', '/staff', {
          name: 'Twice',
          email: 'sneha.k@harshlogistics.in',
          role: 'editor',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('roles change, accounts are turned off (ending their sessions) and on again, each audited', async () => {
    const { call, signIn, cookieOf } = api(t);
    const link = (
      await call(admin, 'POST', '/staff', {
        name: 'Vikram Rao',
        email: 'vikram@harshlogistics.in',
        role: 'editor',
      })
    ).json().data.link;
    await choosePassword(t, link, 'vikram has a password');
    const vikram = cookieOf(await signIn('vikram@harshlogistics.in', 'vikram has a password'));
    const id = ((await call(admin, 'GET', '/staff')).json().data as StaffAccount[]).find(
      (a) => a.email === 'vikram@harshlogistics.in',
    )!.id;

    const promoted = await call(admin, 'PATCH', `/staff/${id}`, { role: 'publisher' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().message).toBe(
      'Their role is now Publisher: their screens change at their next page.',
    );
    expect((await call(vikram, 'GET', '/session')).json().data.user.role).toBe('publisher');
    expect((await call(admin, 'PATCH', `/staff/${id}`, { role: 'owner' })).statusCode).toBe(422);
    expect((await call(admin, 'PATCH', `/staff/${id}`, {})).statusCode).toBe(422);

    const off = await call(admin, 'PATCH', `/staff/${id}`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(ACCOUNT_MESSAGES.accountOff);
    expect((await call(vikram, 'GET', '/session')).statusCode).toBe(401);
    expect((await signIn('vikram@harshlogistics.in', 'vikram has a password')).json().message).toBe(
      STAFF_MESSAGES.signInFailed,
    );
    // No password link for an account turned off (a screen opened before it was turned off still offers one).
    const refused = await call(admin, 'POST', `/staff/${id}/password-link`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, ACCOUNT_MESSAGES.turnedOff]);
    const on = await call(admin, 'PATCH', `/staff/${id}`, { disabled: false });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(ACCOUNT_MESSAGES.accountOn);
    expect((await signIn('vikram@harshlogistics.in', 'vikram has a password')).statusCode).toBe(
      200,
    );

    const audit = (await call(admin, 'GET', '/audit')).json().data.entries as Array<{
      action: string;
      target: string | null;
      details: object;
    }>;
    const forHim = audit
      .filter((e) => e.target === `staff:${id}`)
      .map((e) => [e.action, e.details])
      .reverse();
    expect(forHim).toEqual([
      ['account_invited', { role: 'editor' }],
      ['role_changed', { from: 'editor', to: 'publisher' }],
      ['account_disabled', {}],
      ['account_enabled', {}],
    ]);
    expect((await call(admin, 'PATCH', '/staff/999999', { role: 'sales' })).statusCode).toBe(404);
  });

  it('the last admin cannot be demoted or turned off', async () => {
    const { call } = api(t);
    const me = ((await call(admin, 'GET', '/session')).json().data.user as { id: number }).id;
    for (const change of [{ role: 'sales' }, { disabled: true }]) {
      const refused = await call(admin, 'PATCH', `/staff/${me}`, change);
      expect(refused.statusCode).toBe(409);
    }
    // With a second admin, one may demote the other, and then no further.
    const link = (
      await call(admin, 'POST', '/staff', {
        name: 'Second Admin',
        email: 'second@harshlogistics.in',
        role: 'admin',
      })
    ).json().data.link;
    await choosePassword(t, link, 'the second admin password');
    const second = api(t).cookieOf(
      await api(t).signIn('second@harshlogistics.in', 'the second admin password'),
    );
    await markTwoFactorOn(t.database.db, 'second@harshlogistics.in');
    expect((await call(second, 'PATCH', `/staff/${me}`, { role: 'publisher' })).statusCode).toBe(
      200,
    );
    const secondId = ((await call(second, 'GET', '/session')).json().data.user as { id: number })
      .id;
    expect(
      (await call(second, 'PATCH', `/staff/${secondId}`, { role: 'sales' })).json().message,
    ).toBe(ACCOUNT_MESSAGES.notYourself);
    expect(
      ((await call(second, 'GET', '/staff')).json().data as StaffAccount[]).filter(
        (a) => a.role === 'admin' && a.state === 'active',
      ),
    ).toHaveLength(1);
    // Put things back for the other tests.
    expect((await call(second, 'PATCH', `/staff/${me}`, { role: 'admin' })).statusCode).toBe(200);
  });

  it("an admin sees someone's sessions and ends one, or all", async () => {
    const { call, signIn, cookieOf } = api(t);
    const link = (
      await call(admin, 'POST', '/staff', {
        name: 'Two Laptops',
        email: 'laptops@harshlogistics.in',
        role: 'sales',
      })
    ).json().data.link;
    await choosePassword(t, link, 'two laptops password');
    const one = cookieOf(await signIn('laptops@harshlogistics.in', 'two laptops password'));
    const two = cookieOf(await signIn('laptops@harshlogistics.in', 'two laptops password'));
    const id = ((await call(admin, 'GET', '/staff')).json().data as StaffAccount[]).find(
      (a) => a.email === 'laptops@harshlogistics.in',
    )!.id;
    const sessions = (await call(admin, 'GET', `/staff/${id}/sessions`)).json().data as Array<{
      id: string;
      ip: string;
      device: string;
    }>;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.id).toMatch(/^[0-9a-f]{16}$/);
    // The test client's user agent is no browser: it is shown as it came.
    expect(sessions[0]!.device).toBe('lightMyRequest');
    expect(
      (await call(admin, 'DELETE', `/staff/${id}/sessions/${sessions[0]!.id}`)).statusCode,
    ).toBe(200);
    const alive = [
      (await call(one, 'GET', '/session')).statusCode,
      (await call(two, 'GET', '/session')).statusCode,
    ].sort();
    expect(alive).toEqual([200, 401]);
    expect(
      (await call(admin, 'DELETE', `/staff/${id}/sessions/${sessions[0]!.id}`)).statusCode,
    ).toBe(404);
    expect((await call(admin, 'DELETE', `/staff/${id}/sessions`)).json().data.ended).toBe(1);
    expect((await call(one, 'GET', '/session')).statusCode).toBe(401);
    expect((await call(two, 'GET', '/session')).statusCode).toBe(401);
  });

  it('a new password ends the sessions the old one opened', async () => {
    const { call, signIn, cookieOf } = api(t);
    const link = (
      await call(admin, 'POST', '/staff', {
        name: 'Forgetful',
        email: 'forgetful@harshlogistics.in',
        role: 'sales',
      })
    ).json().data.link;
    await choosePassword(t, link, 'the first password here');
    const before = cookieOf(await signIn('forgetful@harshlogistics.in', 'the first password here'));
    const id = ((await call(admin, 'GET', '/staff')).json().data as StaffAccount[]).find(
      (a) => a.email === 'forgetful@harshlogistics.in',
    )!.id;
    const reset = (await call(admin, 'POST', `/staff/${id}/password-link`)).json().data
      .link as string;
    // A reset link refuses the e-mail address as a password as the invitation does.
    expect(
      (await choosePassword(t, reset, 'Forgetful@HarshLogistics.in')).json().data.password,
    ).toEqual([STAFF_MESSAGES.passwordPersonal]);
    await choosePassword(t, reset, 'the second password here');
    expect((await call(before, 'GET', '/session')).statusCode).toBe(401);
    expect(
      (await signIn('forgetful@harshlogistics.in', 'the first password here')).statusCode,
    ).toBe(401);
    expect(
      (await signIn('forgetful@harshlogistics.in', 'the second password here')).statusCode,
    ).toBe(200);
  });
});

describe('staff mails through the outbox', () => {
  let t: TestApi;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await buildTestApi({
      staff: { siteUrl: SITE, adminEmail: ADMIN.email, adminPassword: ADMIN.password },
      mail: mailSettings(smtp.port),
      mailTiming: FAST,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('an invitation goes to the person invited, with the link, which is then kept nowhere but in the mail', async () => {
    const { call, signIn, cookieOf } = api(t);
    const admin = cookieOf(await signIn(ADMIN.email, ADMIN.password));
    await markTwoFactorOn(t.database.db, ADMIN.email);
    const invite = await call(admin, 'POST', '/staff', {
      name: 'Ritu Sharma',
      email: 'ritu@harshlogistics.in',
      role: 'editor',
    });
    expect(invite.json()).toEqual({
      status: 1,
      message: ACCOUNT_MESSAGES.invited,
      data: { link: null },
    });
    await waitFor(() => smtp.accepted.some((m) => m.to.includes('ritu@harshlogistics.in')));
    const mail = smtp.accepted.find((m) => m.to.includes('ritu@harshlogistics.in'))!;
    expect(mail.headers['subject']).toBe('Your Harsh Logistics staff account');
    const link = /https:\/\/www\.harshlogistics\.in\/admin\/password\?token=[A-Za-z0-9_-]{43}/.exec(
      mail.text,
    )?.[0];
    expect(link).toBeDefined();
    await waitFor(async () => {
      const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'staff_invite'));
      return rows.length === 1 && rows[0]!.sentAt !== null && !('link' in rows[0]!.payload);
    });
    expect((await choosePassword(t, link!, 'ritu picks a password')).statusCode).toBe(200);
  });

  it('an invitation still queued for someone who has since chosen a password sends no link', async () => {
    const [admin] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, ADMIN.email));
    const before = smtp.accepted.length;
    await enqueueStaffMail(t.database.db, 'staff_invite', admin!.id);
    await waitFor(async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'staff_invite'))).every(
        (row) => row.sentAt,
      ),
    );
    expect(smtp.accepted.slice(before).filter((m) => m.to.includes(ADMIN.email))).toEqual([]);
  });

  it('anyone may ask for a reset link: the same answer for any address, a mail only to a real account', async () => {
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/password-reset', payload: { email } });
    const unknown = await ask('nobody@harshlogistics.in');
    const known = await ask(ADMIN.email);
    expect(unknown.json()).toEqual({
      status: 1,
      message: ACCOUNT_MESSAGES.resetRequested,
      data: null,
    });
    expect(known.json()).toEqual(unknown.json());
    await waitFor(() => smtp.accepted.some((m) => m.to.includes(ADMIN.email)));
    expect(smtp.accepted.some((m) => m.to.includes('nobody@harshlogistics.in'))).toBe(false);
    const mail = smtp.accepted.find((m) => m.to.includes(ADMIN.email))!;
    expect(mail.text).toContain('30 minutes');
    const link = /https:\/\/\S+token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    expect((await choosePassword(t, link, 'a brand new admin password')).statusCode).toBe(200);
    expect((await api(t).signIn(ADMIN.email, 'a brand new admin password')).statusCode).toBe(200);
  });
});

describe('staff links and what the database keeps', () => {
  let t: TestApi;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await buildTestApi({
      staff: { siteUrl: SITE, adminEmail: ADMIN.email, adminPassword: ADMIN.password },
      mail: mailSettings(smtp.port),
      mailTiming: FAST,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('no table ever holds a link that works: it is made as the mail goes out, and works once (issue 40)', async () => {
    const { call, signIn, cookieOf } = api(t);
    const admin = cookieOf(await signIn(ADMIN.email, ADMIN.password));
    await markTwoFactorOn(t.database.db, ADMIN.email);
    // Every string of the database that could be a link's token: none of them sets a password.
    const noWorkingToken = async () => {
      for (const token of tokenShapedStrings(await storedText(t.database.db))) {
        const tried = await t.app.inject({
          method: 'POST',
          url: '/api/admin/password',
          payload: {
            token,
            password: 'taken from a backup',
            password_again: 'taken from a backup',
          },
        });
        expect(tried.statusCode, `a stored token works: ${token.slice(0, 6)}…`).not.toBe(200);
      }
    };
    // The mail server is away: the invitation waits in the outbox, as it would in a backup taken now.
    smtp.refuse = () => 'rcpt';
    const invite = await call(admin, 'POST', '/staff', {
      name: 'Backup Thief',
      email: 'new.admin@harshlogistics.in',
      role: 'admin',
    });
    expect(invite.statusCode).toBe(200);
    await noWorkingToken();
    await waitFor(async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'staff_invite'))).some(
        (row) => row.lastError !== null && !row.sentAt,
      ),
    );
    await noWorkingToken();

    smtp.refuse = () => false;
    const mail = await waitFor(() =>
      smtp.accepted.find((m) => m.to.includes('new.admin@harshlogistics.in')),
    );
    const link = /https:\/\/\S+token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    await waitFor(async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'staff_invite'))).every(
        (row) => row.sentAt,
      ),
    );
    expect(await storedText(t.database.db)).not.toContain(new URL(link).searchParams.get('token'));
    await noWorkingToken();
    // The link the mail carries works, once.
    expect((await choosePassword(t, link, 'the new admin password')).statusCode).toBe(200);
    expect((await choosePassword(t, link, 'the new admin password')).statusCode).toBe(403);
  });
});
