import { asc, count, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { BUSINESS_TYPES, CONSENT_NOTICE_VERSION } from '@harsh/contract';
import type { Database } from '../db/client.js';
import {
  blogComments,
  contactMessages,
  newsletterSubscriptions,
  outbox,
  partnerEnquiries,
  quoteRequests,
  usedCaptchaTokens,
} from '../db/schema.js';
import { solvedCaptcha } from './altcha.js';

/** What the forms' tests post: a complete, valid submission of each kind (without its captcha). */
export const partnerEnquiry = (overrides: Record<string, unknown> = {}) => ({
  type: 2,
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  mobile: '+91 98765 43210',
  business_type: BUSINESS_TYPES[3],
  message: 'We run a fleet of 40 trucks out of Bhiwandi and would like to partner with you.',
  consent: true,
  ...overrides,
});

export const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  username: 'Ravi Kumar',
  email: 'ravi.kumar@example.in',
  phone: '09812345678',
  subject: 'Rail freight from Kolkata',
  message: 'What does a full rake from Kolkata to Jaipur cost?',
  consent: true,
  ...overrides,
});

export const quoteRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Shah',
  email: 'meera.shah@example.in',
  phone: '98250 12345',
  freight_type: 'Road',
  departure_city: 'Ahmedabad',
  delivery_city: 'Kolkata',
  incoterms: 'DAP',
  weight_kg: 1250,
  height_cm: 120,
  width_cm: 100,
  length_cm: 240,
  fragile: true,
  insurance: 'on',
  message: 'Two pallets of ceramic tiles, every second week.',
  consent: true,
  ...overrides,
});

export const newsletterSignup = (overrides: Record<string, unknown> = {}) => ({
  email: 'reader@example.in',
  consent: true,
  ...overrides,
});

/** A JSON POST, from the address given (`inject` otherwise calls from 127.0.0.1). */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: Partial<InjectOptions> = {},
) {
  return app.inject({ method: 'POST', url, payload, ...options });
}

/** How many rows each table that a submission writes holds. */
export async function countRows(db: Database) {
  type Table =
    | typeof partnerEnquiries
    | typeof contactMessages
    | typeof newsletterSubscriptions
    | typeof quoteRequests
    | typeof outbox
    | typeof usedCaptchaTokens;
  const rows = async (table: Table) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    partnerEnquiries: await rows(partnerEnquiries),
    contactMessages: await rows(contactMessages),
    newsletterSubscriptions: await rows(newsletterSubscriptions),
    quoteRequests: await rows(quoteRequests),
    outbox: await rows(outbox),
    usedCaptchaTokens: await rows(usedCaptchaTokens),
  };
}

export async function outboxRows(db: Database) {
  return db.select().from(outbox).orderBy(asc(outbox.id));
}

/** Checks the consent stored with a row: the current notice, agreed to between `before` and `after`. */
export function expectConsentBetween(
  row: { consentVersion: string; consentedAt: string },
  before: Date,
  after: Date,
) {
  expect(row.consentVersion).toBe(CONSENT_NOTICE_VERSION);
  const at = new Date(row.consentedAt).getTime();
  expect(at).toBeGreaterThanOrEqual(before.getTime());
  expect(at).toBeLessThanOrEqual(after.getTime());
}

/** Polls `check` until it returns something truthy, or fails after `timeoutMs`. */
type Maybe<T> = T | null | undefined | false;
export async function waitFor<T>(
  check: () => Promise<Maybe<T>> | Maybe<T>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A newsletter subscription's id, by its address: the API answers every sign-up alike, with id 0. */
export async function newsletterSubscriptionId(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
  if (!row) throw new Error(`No newsletter subscription for ${email}`);
  return row.id;
}

const TABLE_OF_FORM = {
  '/api/store/partner': partnerEnquiries,
  '/api/store/contact': contactMessages,
  '/api/store/quote': quoteRequests,
  '/api/store/comment': blogComments,
  '/api/store/newsletter': newsletterSubscriptions,
} as const;

/**
 * The id of the submission a form post to `path` just stored: the newest row of its table. The
 * API answers visitors with no id (it would count the company's forms for them); a test file's
 * posts come one after another, so the newest is the one just sent.
 */
export async function newestSubmissionId(
  db: Database,
  path: keyof typeof TABLE_OF_FORM,
): Promise<number> {
  const table = TABLE_OF_FORM[path];
  const [row] = await db.select({ id: sql<number>`max(${table.id})::int` }).from(table);
  if (!row?.id) throw new Error(`Nothing stored by ${path}`);
  return row.id;
}

/** Posts a form with a solved bot check, expects it stored (201), and gives its id. */
export async function storeSubmission(
  t: { app: FastifyInstance; database: { db: Database } },
  path: keyof typeof TABLE_OF_FORM,
  body: object,
): Promise<number> {
  const response = await postJson(t.app, path, { ...body, captcha: await solvedCaptcha(t.app) });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data).toBeNull();
  return newestSubmissionId(t.database.db, path);
}
