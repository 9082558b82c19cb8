import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, type InboxDetail, type PersonalDataCopy } from '@harsh/contract';
import { auditLog, contactMessages, dataRequests } from '../../db/schema.js';
import { hashPassword } from '../../services/passwords.js';
import { erasePerson } from '../../repositories/erasure.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { sendOutbox } from '../../test/outbox.js';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js';
import { markTwoFactorOn } from '../../test/staff.js';
import {
  contactMessage,
  newsletterSubscriptionId,
  partnerEnquiry,
  postJson,
  storeSubmission,
} from '../../test/submissions.js';

const SITE = 'https://www.harsh.example';
const PASSWORD = 'a password for working data requests';
const ASHA = 'asha.kulkarni@example.in';

let t: TestApi;
let smtp: FakeSmtp;
const cookies: Record<string, string> = {};
let requestId = 0;
const ids: Record<string, number> = {};

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: cookies[who]!, origin: SITE },
    ...(payload ? { payload } : {}),
  });

const store = (path: Parameters<typeof storeSubmission>[1], body: object) =>
  storeSubmission(t, path, body);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApi({ mail: null, staff: { siteUrl: SITE } });
  const hash = await hashPassword(PASSWORD);
  for (const [role, email] of [
    ['admin', 'boss@harshlogistics.in'],
    ['sales', 'sales@harshlogistics.in'],
  ] as const) {
    await createStaffUser(t.database.db, {
      email,
      name: `${role} person`,
      role,
      passwordHash: hash,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password: PASSWORD },
    });
    cookies[role] = String(signIn.headers['set-cookie']).split(';')[0]!;
  }
  await markTwoFactorOn(t.database.db, 'boss@harshlogistics.in');

  // Asha's own submissions, one typed in capitals; and what must not come with them.
  ids['asha'] = await store(
    '/api/store/contact',
    contactMessage({
      username: 'Asha Kulkarni',
      email: ASHA,
      phone: '9822012345',
      subject: 'Rates to Nashik',
      message: 'Weekly loads.',
    }),
  );
  ids['ashaCaps'] = await store(
    '/api/store/partner',
    partnerEnquiry({ name: 'Asha K', email: 'ASHA.Kulkarni@Example.in', mobile: '9822012345' }),
  );
  ids['sameMobile'] = await store(
    '/api/store/contact',
    contactMessage({
      username: 'Someone Else',
      email: 'someone.else@example.in',
      phone: '9822012345',
      subject: 'Other person',
      message: 'Not Asha.',
    }),
  );
  ids['longerDomain'] = await store(
    '/api/store/contact',
    contactMessage({
      username: 'Asha Lookalike',
      email: `${ASHA}.example`,
      subject: 'Lookalike',
      message: 'Not Asha either.',
    }),
  );
  ids['erased'] = await store(
    '/api/store/contact',
    contactMessage({
      username: 'Asha Old',
      email: 'old.asha@example.in',
      subject: 'Erased one',
      message: 'Gone.',
    }),
  );
  await erasePerson(t.database.db, { email: 'old.asha@example.in' });
  // Staff worked one of hers, and another person's.
  await as('sales', 'POST', `/inbox/contact/${ids['asha']}/notes`, {
    body: 'Called her back about Nashik.',
  });
  await as('sales', 'POST', `/inbox/contact/${ids['asha']}/replies`, {
    body: 'Our rate to Nashik is ₹14 a kilo.',
  });
  await as('sales', 'POST', `/inbox/contact/${ids['sameMobile']}/notes`, {
    body: 'Not Asha: note about someone else.',
  });

  const logged = await as('sales', 'POST', '/inbox/data_request', {
    right: 'access',
    name: 'Asha Kulkarni',
    email: ASHA,
    received_on: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
    verified_how: 'Replied from the address on record.',
  });
  expect(logged.statusCode, logged.body).toBe(200);
  requestId = logged.json().data.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the copy of a person’s data', () => {
  it('holds exactly what was sent with the address, in any letter case, and nobody else’s', async () => {
    const response = await as('admin', 'GET', `/inbox/data_request/${requestId}/copy`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const copy = response.json().data as PersonalDataCopy;
    expect(copy.submissions.map((s) => `${s.kind}:${s.id}`).sort()).toEqual(
      [`contact:${ids['asha']}`, `partner:${ids['ashaCaps']}`].sort(),
    );
    const contact = copy.submissions.find((s) => s.kind === 'contact')!;
    expect(contact.fields.find((f) => f.name === 'consent_version')?.value).toBe('2026-11');
    expect(contact.replies.map((r) => r.body)).toEqual(['Our rate to Nashik is ₹14 a kilo.']);
    expect(contact.processing.map((p) => p.action)).toEqual(
      expect.arrayContaining(['inbox_note', 'inbox_reply']),
    );
    expect(contact.processing.every((p) => p.by === 'sales person')).toBe(true);
    expect(copy.requests).toHaveLength(1);
    const text = JSON.stringify(copy);
    for (const stranger of ['Someone Else', 'Lookalike', 'Asha Old', 'Not Asha', 'Called her back'])
      expect(text).not.toContain(stranger);
  });

  it('is mailed to the address of the request, in its words, and audited with counts only', async () => {
    smtp.accepted.length = 0;
    const sent = await as('admin', 'POST', `/inbox/data_request/${requestId}/copy`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(INBOX_MESSAGES.copySent);
    await sendOutbox(t, smtp, SITE);
    const mail = smtp.accepted.find(
      (m) => m.to.includes(ASHA) && m.headers.subject?.includes('a copy of your data'),
    )!;
    expect(mail.text).toContain('Rates to Nashik');
    expect(mail.text).toContain('Our rate to Nashik is ₹14 a kilo.');
    expect(mail.text).toContain('we answered you by e-mail, by sales person');
    expect(mail.text).not.toContain('Someone Else');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data_copy_sent'));
    expect(audit).toMatchObject({
      target: `data_request:${requestId}`,
      details: { submissions: 2, requests: 1 },
    });
  });

  it('is for admins only, as erasure is', async () => {
    expect((await as('sales', 'GET', `/inbox/data_request/${requestId}/copy`)).statusCode).toBe(
      403,
    );
    expect((await as('sales', 'POST', `/inbox/data_request/${requestId}/copy`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/inbox/data_request/${requestId}/copy`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await as('admin', 'GET', '/inbox/data_request/999999/copy')).statusCode).toBe(404);
  });
});

describe('a correction', () => {
  it('changes the name, e-mail or phone of one submission, checked as its form checks it, and audits the field only', async () => {
    const path = `/inbox/contact/${ids['asha']}/correction`;
    expect(
      (await as('admin', 'POST', path, { field: 'phone', value: '12345' })).json().data,
    ).toEqual({ value: [INBOX_MESSAGES.correctedPhone] });
    expect((await as('admin', 'POST', path, { field: 'message', value: 'x' })).statusCode).toBe(
      422,
    );
    expect(
      (await as('sales', 'POST', path, { field: 'name', value: 'Asha R. Kulkarni' })).statusCode,
    ).toBe(403);
    const done = await as('admin', 'POST', path, { field: 'name', value: 'Asha R. Kulkarni' });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids['asha']!));
    expect(row!.name).toBe('Asha R. Kulkarni');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data_corrected'));
    expect(audit.at(-1)!.details).toEqual({ field: 'name' });
    expect(JSON.stringify(audit)).not.toContain('Kulkarni');
    // A newsletter sign-up has no name to correct.
    await postJson(t.app, '/api/store/newsletter', { email: 'reader.x@example.in', consent: true });
    const signUp = await newsletterSubscriptionId(t.database.db, 'reader.x@example.in');
    expect(
      (
        await as('admin', 'POST', `/inbox/newsletter/${signUp}/correction`, {
          field: 'name',
          value: 'x',
        })
      ).json().data,
    ).toEqual({ field: [INBOX_MESSAGES.notCorrectable] });
  });
});

describe('erasure from a request', () => {
  it('erases every submission of the address and leaves the request open, to be answered', async () => {
    const erased = await as('admin', 'POST', `/inbox/data_request/${requestId}/erasure`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toEqual({ erased: { contact: 1, partner: 1 }, total: 2 });
    const detail = (await as('admin', 'GET', `/inbox/data_request/${requestId}`)).json()
      .data as InboxDetail;
    expect(detail.erasure).toBeNull();
    expect(detail.item.status).toBe('new');
    const [request] = await t.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, requestId));
    expect(request!.email).toBe(ASHA);
    // The other person with the same mobile number is untouched.
    const [other] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids['sameMobile']!));
    expect(other!.name).toBe('Someone Else');
    expect((await as('sales', 'POST', `/inbox/data_request/${requestId}/erasure`)).statusCode).toBe(
      403,
    );
  });
});
