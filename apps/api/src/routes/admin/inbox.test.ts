import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INBOX_MESSAGES,
  type InboxDetail,
  type InboxList,
  MESSAGES,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { hashPassword } from '../../services/passwords.js';
import { ResponseCache } from '../../services/response-cache.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { markTwoFactorOn } from '../../test/staff.js';
import { parseCsvRecords } from '../../test/parse-csv.js';
import {
  contactMessage,
  newsletterSignup,
  newsletterSubscriptionId,
  partnerEnquiry,
  postJson,
  quoteRequest,
  storeSubmission,
} from '../../test/submissions.js';

const PASSWORD = 'a password for the inbox tests';
const POST = 'e-way-bills-gst-interstate-freight';

let t: TestApi;
const cache = new ResponseCache();
const cookies: Record<string, string> = {};
let salesId = 0;
const ids: Record<string, number> = {};
/** The items these tests sent, in the order given (the seed's approved comments are there too). */
const ours = (items: InboxList['items']) => items.filter((item) => ids[item.kind] === item.id);

async function signInAs(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
}

const as = (who: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: cookies[who]! },
    ...(payload ? { payload } : {}),
  });

const store = (path: Parameters<typeof storeSubmission>[1], body: object) =>
  storeSubmission(t, path, body);

beforeAll(async () => {
  t = await buildTestApi({
    rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    cache,
  });
  const db = t.database.db;
  const hash = await hashPassword(PASSWORD);
  for (const [role, email] of [
    ['admin', 'boss@harshlogistics.in'],
    ['sales', 'sales@harshlogistics.in'],
    ['editor', 'writer@harshlogistics.in'],
  ] as const) {
    const user = await createStaffUser(db, {
      email,
      name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
      role,
      passwordHash: hash,
    });
    if (role === 'sales') salesId = user!.id;
    cookies[role] = await signInAs(email);
  }
  await markTwoFactorOn(db, 'boss@harshlogistics.in');
  ids['contact'] = await store(
    '/api/store/contact',
    contactMessage({
      subject: 'Rail freight from Kolkata',
      message: 'What does a full rake to Jaipur cost?',
    }),
  );
  ids['quote'] = await store(
    '/api/store/quote',
    quoteRequest({ name: 'Meera Shah', departure_city: 'Ahmedabad', delivery_city: 'Kolkata' }),
  );
  ids['partner'] = await store('/api/store/partner', partnerEnquiry({ name: 'Asha Verma' }));
  ids['comment'] = await store('/api/store/comment', {
    blog_slug: POST,
    name: 'Imran Sheikh',
    email: 'imran@example.in',
    comment: 'Does this apply to job work?',
    consent: true,
  });
});
afterAll(() => t.close());

describe('the inbox (GET /api/admin/inbox)', () => {
  it('lists every kind, newest first, all new; sales and admins may read it, editors not, strangers not', async () => {
    const response = await as('sales', 'GET', '/inbox');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json().data as InboxList;
    expect(ours(list.items).map((item) => item.kind)).toEqual([
      'comment',
      'partner',
      'quote',
      'contact',
    ]);
    expect(ours(list.items).every((item) => item.status === 'new' && item.assignee === null)).toBe(
      true,
    );
    // Sent without a language: from English pages.
    expect(ours(list.items).map((item) => item.locale)).toEqual(['en', 'en', 'en', 'en']);
    // The seed's comments are published already: they start closed, not new.
    expect(
      list.items
        .filter((item) => !ours([item]).length)
        .every((item) => item.kind === 'comment' && item.status === 'closed'),
    ).toBe(true);
    expect(list.new_count).toBe(4);
    expect(list.items.find((item) => item.kind === 'quote')!.summary).toBe(
      'Road, Ahmedabad to Kolkata, 1250 kg',
    );
    expect((await as('admin', 'GET', '/inbox')).statusCode).toBe(200);
    const editor = await as('editor', 'GET', '/inbox');
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toEqual({ status: 0, message: STAFF_MESSAGES.forbidden, data: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/inbox' })).statusCode).toBe(401);
  });

  it('filters by kind, free text and India-time dates, sorts oldest first, and refuses bad filters with field messages', async () => {
    const items = async (query: string) =>
      ((await as('sales', 'GET', `/inbox?${query}`)).json().data as InboxList).items;
    expect((await items('kind=quote')).map((i) => i.id)).toEqual([ids['quote']]);
    expect((await items('q=jaipur')).map((i) => i.kind)).toEqual(['contact']);
    expect((await items('q=MEERA')).map((i) => i.kind)).toEqual(['quote']);
    expect(await items('q=%25')).toEqual([]);
    // A phone number, however it was typed, finds the number however it was stored.
    const byPhone = async (q: string) =>
      ours(await items(`q=${encodeURIComponent(q)}`)).map((i) => i.kind);
    expect(await byPhone('9876543210')).toEqual(['partner']); // stored as +91 98765 43210
    expect(await byPhone('+91 98765-43210')).toEqual(['partner']);
    expect(await byPhone('09812345678')).toEqual(['contact']); // stored as 098123 45678
    expect(await byPhone('+91 9812345678')).toEqual(['contact']);
    expect(await byPhone('98250 12345')).toEqual(['quote']);
    expect(await byPhone('+91 9825012345')).toEqual(['quote']); // stored with a space: found by its digits
    expect(await byPhone('12345')).toEqual(['quote']); // five digits: as written, anywhere
    expect(await byPhone('123 45')).toEqual(['contact']);
    expect(ours(await items('sort=oldest')).map((i) => i.kind)).toEqual([
      'contact',
      'quote',
      'partner',
      'comment',
    ]);
    expect(ours(await items('status=new')).map((i) => i.kind)).toEqual([
      'comment',
      'partner',
      'quote',
      'contact',
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(ours(await items(`from=${today}&to=${today}`))).toHaveLength(4);
    expect(await items('to=2020-01-01')).toEqual([]);
    const bad = await as('sales', 'GET', '/inbox?kind=parcel&page=0&from=soon');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data).sort()).toEqual(['from', 'kind', 'page']);
    expect(bad.json().data.kind).toEqual(['Choose a kind from the list.']);
    const reversed = await as('sales', 'GET', '/inbox?from=2026-05-02&to=2026-05-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().data).toEqual({ to: ['The end date is before the start date.'] });
  });
});

describe('one submission', () => {
  it('shows every field, the consent record and the notification', async () => {
    const response = await as('sales', 'GET', `/inbox/quote/${ids['quote']}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data as InboxDetail;
    const field = (name: string) => detail.fields.find((f) => f.name === name)?.value;
    expect(field('name')).toBe('Meera Shah');
    expect(field('incoterms')).toBe('DAP');
    expect(field('weight_kg')).toBe(1250);
    expect(detail.consent.version).toMatch(/^\d{4}-\d{2}$/);
    expect(detail.notification).toMatchObject({ state: 'waiting', attempts: 0, sent_at: null });
    expect(detail.assignees.map((a) => a.name).sort()).toEqual(['Admin Person', 'Sales Person']);
  });

  it('404 for another kind of record with that id, and for no record', async () => {
    // A quote's id asked as a partner enquiry: never another record's data.
    const wrongKind = await as('sales', 'GET', `/inbox/newsletter/${ids['quote']}`);
    expect(wrongKind.statusCode).toBe(404);
    expect((await as('sales', 'GET', '/inbox/contact/999999')).statusCode).toBe(404);
    expect((await as('sales', 'GET', '/inbox/contact/abc')).statusCode).toBe(422);
  });

  it('works through the statuses with an assignee and notes, each in the audit log', async () => {
    const path = `/inbox/contact/${ids['contact']}`;
    expect(
      (await as('sales', 'PATCH', path, { status: 'in_progress', assignee_id: salesId })).json(),
    ).toEqual({ status: 1, message: INBOX_MESSAGES.updated, data: null });
    const note = await as('sales', 'POST', `${path}/notes`, {
      body: 'Called back; sending the rake rates tomorrow.',
    });
    expect(note.statusCode).toBe(200);
    expect((await as('sales', 'POST', `${path}/notes`, { body: '   ' })).statusCode).toBe(422);
    expect((await as('sales', 'PATCH', path, { status: 'closed' })).statusCode).toBe(200);
    expect((await as('sales', 'PATCH', path, {})).statusCode).toBe(422);
    expect((await as('sales', 'PATCH', path, { status: 'archived' })).statusCode).toBe(422);
    const stranger = await as('sales', 'PATCH', path, { assignee_id: 424242 });
    expect(stranger.json().data).toEqual({ assignee_id: [INBOX_MESSAGES.unknownAssignee] });

    const detail = (await as('admin', 'GET', path)).json().data as InboxDetail;
    expect(detail.item).toMatchObject({
      status: 'closed',
      assignee: { id: salesId, name: 'Sales Person' },
    });
    expect(detail.notes).toEqual([
      {
        id: expect.any(Number),
        author: 'Sales Person',
        body: 'Called back; sending the rake rates tomorrow.',
        created_at: expect.any(String),
      },
    ]);
    const closed = ((await as('sales', 'GET', '/inbox?status=closed')).json().data as InboxList)
      .items;
    expect(ours(closed).map((i) => i.kind)).toEqual(['contact']);
    expect(
      ((await as('sales', 'GET', '/inbox?status=new')).json().data as InboxList).new_count,
    ).toBe(3);
    // Assigned to the one asking, or to nobody yet; 'me' is whoever asks.
    const mine = async (role: 'sales' | 'admin', assignee: string) =>
      ours(((await as(role, 'GET', `/inbox?assignee=${assignee}`)).json().data as InboxList).items);
    expect((await mine('sales', 'me')).map((i) => i.kind)).toEqual(['contact']);
    expect(await mine('admin', 'me')).toEqual([]);
    expect((await mine('sales', 'nobody')).map((i) => i.kind)).not.toContain('contact');
    expect((await mine('sales', 'nobody')).length).toBe(
      ours(((await as('sales', 'GET', '/inbox')).json().data as InboxList).items).length - 1,
    );
    expect((await as('sales', 'GET', '/inbox?assignee=42')).statusCode).toBe(422);

    const audit = (await as('admin', 'GET', '/audit?actor=sales@')).json().data.entries as Array<{
      action: string;
      target: string;
      details: object;
    }>;
    const forThis = audit
      .filter((entry) => entry.target === `contact:${ids['contact']}`)
      .map((entry) => [entry.action, entry.details])
      .reverse();
    expect(forThis).toEqual([
      ['inbox_status', { from: 'new', to: 'in_progress' }],
      ['inbox_assign', { to: salesId, name: 'Sales Person' }],
      ['inbox_note', { note: expect.any(Number) }],
      ['inbox_status', { from: 'in_progress', to: 'closed' }],
    ]);
  });

  it('an approved comment appears on its post at once; a rejected one never does', async () => {
    const published = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/get/blogs/${POST}/comments` })).json()
        .data as Array<{ comment: string }>;
    expect((await published()).map((c) => c.comment)).not.toContain('Does this apply to job work?');
    const path = `/inbox/comment/${ids['comment']}`;
    expect(((await as('sales', 'GET', path)).json().data as InboxDetail).moderation).toEqual({
      status: 'pending',
      post: POST,
    });
    const approved = await as('sales', 'POST', `${path}/moderation`, { decision: 'approve' });
    expect(approved.json()).toEqual({ status: 1, message: INBOX_MESSAGES.approved, data: null });
    expect((await published()).map((c) => c.comment)).toContain('Does this apply to job work?');
    await as('sales', 'POST', `${path}/moderation`, { decision: 'reject' });
    expect((await published()).map((c) => c.comment)).not.toContain('Does this apply to job work?');
    const notComment = await as('sales', 'POST', `/inbox/quote/${ids['quote']}/moderation`, {
      decision: 'approve',
    });
    expect(notComment.statusCode).toBe(422);
    expect(notComment.json().message).toBe(MESSAGES.validation);
    expect(
      (await as('editor', 'POST', `${path}/moderation`, { decision: 'approve' })).statusCode,
    ).toBe(403);

    // The export names the moderation apart from the inbox's status (the second used to overwrite the first).
    const csv = (await as('sales', 'GET', '/inbox/export?kind=comment')).rawPayload
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    const header = csv[0]!.replace('\uFEFF', '').split(',');
    expect(header.filter((column) => column === 'status')).toHaveLength(1);
    const row = csv.find((line) => line.startsWith(`${ids['comment']},`))!.split(',');
    expect(row[header.indexOf('status')]).toBe('closed');
    expect(row[header.indexOf('moderation')]).toBe('rejected');
  });
});

describe('export (GET /api/admin/inbox/export)', () => {
  it('is the filtered list as CSV: a BOM for Excel, India time, every field of one kind, formulas made text, audited', async () => {
    const hindi = await store(
      '/api/store/contact',
      contactMessage({
        username: 'राजेश कुमार',
        subject: '=HYPERLINK("http://evil.example")',
        message: 'नमस्ते',
      }),
    );
    const response = await as('sales', 'GET', '/inbox/export?kind=contact');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inbox-contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = response.rawPayload.toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFid,status,assigned_to,received_at,name,email,phone,subject,message,language,consent_version,consented_at\r\n',
      ),
    ).toBe(true);
    const rows = text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(`${hindi},new,,`);
    expect(rows[1]).toContain('राजेश कुमार');
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rows[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,/);
    expect(rows[2]).toContain(`${ids['contact']},closed,Sales Person,`);

    const all = (await as('admin', 'GET', '/inbox/export?status=new')).rawPayload
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    expect(all[0]).toBe(
      '\uFEFFkind,id,received_at,status,assigned_to,name,email,phone,summary,language',
    );
    expect(all.slice(1).every((row) => row.split(',')[3] === 'new')).toBe(true);

    expect((await as('editor', 'GET', '/inbox/export')).statusCode).toBe(403);
    expect((await as('sales', 'GET', '/inbox/export?kind=letters')).statusCode).toBe(422);
    const audit = (await as('admin', 'GET', '/audit?action=inbox_export')).json().data
      .entries as Array<{ details: Record<string, unknown> }>;
    expect(audit[0]!.details).toMatchObject({ status: 'new', rows: all.length - 1 });
  });
});

// Last: the submissions it adds would change the counts above.
describe('searching what people wrote', () => {
  it('finds a word anywhere in a message or a quote request, and a cut summary says so', async () => {
    const long = `${'We move textile machinery between our units every month and need a partner for it. '.repeat(4)}Our reference is ZANZIBAR-42.`;
    const contact = await store(
      '/api/store/contact',
      contactMessage({ subject: 'Monthly machinery moves', message: long }),
    );
    const quote = await store(
      '/api/store/quote',
      quoteRequest({
        name: 'Kiran Rao',
        message: 'Fragile glass panels, crated; tail-lift needed at Howrah.',
      }),
    );
    const found = async (q: string) =>
      (
        (await as('sales', 'GET', `/inbox?q=${encodeURIComponent(q)}`)).json().data as InboxList
      ).items.map((item) => `${item.kind}/${item.id}`);
    expect(await found('zanzibar-42')).toEqual([`contact/${contact}`]);
    expect(await found('tail-lift')).toEqual([`quote/${quote}`]);
    const [item] = ((await as('sales', 'GET', `/inbox?q=zanzibar`)).json().data as InboxList).items;
    expect(item!.summary.startsWith('Monthly machinery moves: We move textile machinery')).toBe(
      true,
    );
    expect(item!.summary.endsWith('…')).toBe(true);
    expect(item!.summary.length).toBeLessThan(long.length);
  });
});

// After the tests that count what is in the inbox: these submissions would change their counts.
describe('the language a submission was sent in', () => {
  // Devanagari in NFC, with a nukta written apart (ज + ़: ज़ U+095B never composes) and a
  // zero-width non-joiner: text that a normalisation, or a strip of invisible characters, changes.
  const NAME = 'राजेश कुमार';
  const MESSAGE = 'नमस्ते! मुंबई से दिल्ली तक ज़रूरी माल भेजना है; क्\u200Cष वाले डिब्बे नाज़ुक हैं।';
  const hindi: Record<string, number> = {};
  const list = async (query: string) =>
    ((await as('sales', 'GET', `/inbox?${query}`)).json().data as InboxList).items;
  const utf8 = (text: unknown) => Buffer.from(String(text), 'utf8').toString('hex');

  beforeAll(async () => {
    expect(NAME.normalize('NFC') + MESSAGE.normalize('NFC')).toBe(NAME + MESSAGE);
    const locale = 'hi';
    hindi['contact'] = await store(
      '/api/store/contact',
      contactMessage({ username: NAME, subject: 'भाड़ा', message: MESSAGE, locale }),
    );
    hindi['quote'] = await store(
      '/api/store/quote',
      quoteRequest({ name: NAME, message: MESSAGE, locale }),
    );
    hindi['partner'] = await store(
      '/api/store/partner',
      partnerEnquiry({ name: NAME, message: MESSAGE, locale }),
    );
    hindi['comment'] = await store('/api/store/comment', {
      blog_slug: POST,
      name: NAME,
      email: 'rajesh@example.in',
      comment: MESSAGE,
      consent: true,
      locale,
    });
    const signup = await postJson(
      t.app,
      '/api/store/newsletter',
      newsletterSignup({ email: 'hindi.reader@example.in', locale }),
    );
    expect(signup.statusCode, signup.body).toBe(201);
    hindi['newsletter'] = await newsletterSubscriptionId(t.database.db, 'hindi.reader@example.in');
  });

  it('is stored with every kind of submission, and the list filters by it', async () => {
    const sentInHindi = (await list('locale=hi')).map((item) => `${item.kind}/${item.id}`);
    expect(sentInHindi).toEqual(
      ['newsletter', 'comment', 'partner', 'quote', 'contact'].map(
        (kind) => `${kind}/${hindi[kind]}`,
      ),
    );
    const inEnglish = await list('locale=en');
    expect(inEnglish.length).toBeGreaterThan(0);
    expect(inEnglish.every((item) => item.locale === 'en')).toBe(true);
    expect(inEnglish.map((item) => `${item.kind}/${item.id}`)).toContain(
      `contact/${ids['contact']}`,
    );
    // With the other filters, as any two of them.
    expect((await list('locale=hi&kind=quote')).map((item) => item.id)).toEqual([hindi['quote']]);
    const fragile = encodeURIComponent('नाज़ुक');
    expect((await list(`locale=hi&q=${fragile}`)).map((item) => item.kind)).toEqual([
      'comment',
      'partner',
      'quote',
      'contact',
    ]);
    expect(await list(`locale=en&q=${fragile}`)).toEqual([]);
  });

  it('refuses a language the site does not speak, as it refuses other filters, with a field message', async () => {
    for (const locale of ['fr', 'HI', 'hi-IN', '']) {
      const response = await as('sales', 'GET', `/inbox?locale=${encodeURIComponent(locale)}`);
      expect(response.statusCode, locale).toBe(422);
      expect(response.json(), locale).toEqual({
        status: 0,
        message: MESSAGES.validation,
        data: { locale: ['Choose a language from the list.'] },
      });
    }
    expect((await as('sales', 'GET', '/inbox/export?locale=fr')).statusCode).toBe(422);
  });

  it('comes back in the list and the detail, with what they wrote byte for byte', async () => {
    const [item] = await list(`locale=hi&kind=contact`);
    expect(item).toMatchObject({ kind: 'contact', id: hindi['contact'], locale: 'hi' });
    expect(utf8(item!.name)).toBe(utf8(NAME));
    const detail = (await as('sales', 'GET', `/inbox/contact/${hindi['contact']}`)).json()
      .data as InboxDetail;
    expect(detail.item.locale).toBe('hi');
    const field = (name: string) => detail.fields.find((f) => f.name === name)?.value;
    // Named in English for staff, beside the fields as the export has them.
    expect(field('language')).toBe('Hindi');
    expect(detail.fields.map((f) => f.name).slice(-2)).toEqual(['message', 'language']);
    expect([field('name'), field('message')].map(utf8)).toEqual([NAME, MESSAGE].map(utf8));
    const english = (await as('sales', 'GET', `/inbox/quote/${ids['quote']}`)).json()
      .data as InboxDetail;
    expect(english.fields.find((f) => f.name === 'language')?.value).toBe('English');
  });

  it('is a Language column of the export, by its English name, with what they wrote byte for byte', async () => {
    const raw = (await as('sales', 'GET', '/inbox/export?kind=contact&locale=hi')).rawPayload;
    // The bytes as sent, unquoted (the message has no comma, quote or line break).
    expect(raw.includes(Buffer.from(MESSAGE, 'utf8'))).toBe(true);
    const { header, records } = parseCsvRecords(raw.toString('utf8').replace(/^\uFEFF/, ''));
    expect(header).toContain('language');
    expect(records).toEqual([
      expect.objectContaining({ id: String(hindi['contact']), language: 'Hindi' }),
    ]);
    expect([records[0]!['name'], records[0]!['message']].map(utf8)).toEqual(
      [NAME, MESSAGE].map(utf8),
    );

    const every = parseCsvRecords(
      (await as('sales', 'GET', '/inbox/export')).rawPayload
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
    expect(every.header.at(-1)).toBe('language');
    const languageOf = (kind: string, id: number | undefined) =>
      every.records.find((r) => r['kind'] === kind && r['id'] === String(id))?.['language'];
    for (const kind of Object.keys(hindi))
      expect(languageOf(kind, hindi[kind]), kind).toBe('Hindi');
    expect(languageOf('contact', ids['contact'])).toBe('English');
    expect(languageOf('partner', ids['partner'])).toBe('English');
  });
});
