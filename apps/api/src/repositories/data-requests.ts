import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  DATA_REQUEST_CODE_ATTEMPTS,
  DATA_REQUEST_CODE_MINUTES,
  type DataRequestLog,
  type DataRequestStatus,
  type DataRequestSubmission,
  type DataRight,
  GRIEVANCE_DAYS,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import {
  dataRequestCodes,
  type DataRequestRow,
  dataRequests,
  dataRequestStatusFailures,
  inboxNotes,
  inboxStates,
  outbox,
} from '../db/schema.js';
import { istDayStart } from './india-time.js';
import { holdMailbox, mailbox } from './submissions.js';
import { claimCaptchaToken } from './used-captcha-tokens.js';

/*
 * A person's requests about their own data (issue 30, decision 047). A web request is stored
 * unproved, and a one-time code goes to the address it concerns; only the code makes it a request
 * the company works. Every address gets the same treatment, whether we hold anything for it or
 * not: nothing here looks at what is stored for an address before its code comes back.
 */

/** Code mails to one mailbox: at most this many an hour and a day, however many requests name it. */
export const CODES_PER_HOUR = 3;
export const CODES_PER_DAY = 10;
/** New codes one request may ask for after its first. */
export const RESENDS_PER_REQUEST = 3;
/** Wrong status codes a reference takes from one network before it rests there for `STATUS_LOCK_MINUTES`. */
export const STATUS_ATTEMPTS = 5;
export const STATUS_LOCK_MINUTES = 15;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A code is hashed with its request's pending token: a code alone matches nothing. */
const codeHashOf = (pending: string, code: string) => sha256(`${pending}:${code}`);

/** Crockford's base 32 (no I, L, O or U): read aloud and typed back without confusion. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const crockford = (length: number) =>
  Array.from({ length }, () => CROCKFORD[randomInt(32)]).join('');

/** `DR-7K3M-Q9TX`: random, so that it tells nobody how many requests there are. */
const newReference = () => `DR-${crockford(4)}-${crockford(4)}`;
const newCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** Code mails queued for this mailbox in the last hour and the last day, across requests: one query. */
async function codesToMailbox(db: Database, email: string): Promise<{ hour: number; day: number }> {
  const [row] = await db
    .select({
      hour: sql<number>`count(*) filter (where ${dataRequestCodes.createdAt} > now() - interval '1 hour')::int`,
      day: sql<number>`count(*)::int`,
    })
    .from(dataRequestCodes)
    .innerJoin(dataRequests, eq(dataRequests.id, dataRequestCodes.requestId))
    .where(
      and(
        gt(dataRequestCodes.createdAt, sql`now() - interval '1 day'`),
        sql`${mailbox(sql`${dataRequests.email}`)} = ${mailbox(sql`${email}`)}`,
      ),
    );
  return { hour: row?.hour ?? 0, day: row?.day ?? 0 };
}

/**
 * Makes a fresh code for a request and queues its mail, unless the mailbox had its share (then
 * nothing is sent, and nobody is told: the answer is the same). Earlier codes stop working.
 */
async function issueCode(
  tx: Database,
  request: { id: number; email: string },
  pending: string,
): Promise<boolean> {
  await holdMailbox(tx, 'data codes', request.email);
  const sent = await codesToMailbox(tx, request.email);
  if (sent.hour >= CODES_PER_HOUR || sent.day >= CODES_PER_DAY) return false;
  await tx
    .update(dataRequestCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(dataRequestCodes.requestId, request.id),
        isNull(dataRequestCodes.usedAt),
        gt(dataRequestCodes.expiresAt, sql`now()`),
      ),
    );
  const code = newCode();
  const [row] = await tx
    .insert(dataRequestCodes)
    .values({
      requestId: request.id,
      codeHash: codeHashOf(pending, code),
      expiresAt: sql`now() + make_interval(mins => ${DATA_REQUEST_CODE_MINUTES})`,
    })
    .returning({ id: dataRequestCodes.id });
  await tx.insert(outbox).values({ kind: 'data_code', payload: { id: row!.id, code } });
  return true;
}

export type OpenOutcome =
  | { stored: true; pending: string; codeQueued: boolean }
  | { stored: false; reason: 'bot-token-used' };

/**
 * Deletes web requests left unproved for a day (their codes go with them): they were never
 * anybody's request, only an address someone typed. Gives how many went.
 */
export async function forgetUnprovedRequests(db: Database): Promise<number> {
  const gone = await db
    .delete(dataRequests)
    .where(
      and(
        isNull(dataRequests.verifiedAt),
        lt(dataRequests.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: dataRequests.id });
  return gone.length;
}

/**
 * Stores a web request, unproved, and queues its code: one transaction with the bot-check token's
 * claim. Unproved requests older than a day go first (the hourly sweep misses none for long).
 */
export function openDataRequest(
  db: Database,
  request: DataRequestSubmission,
  {
    consent,
    botToken,
  }: { consent: { version: string; at: Date }; botToken: { hash: string; expiresAt: Date } | null },
): Promise<OpenOutcome> {
  return db.transaction(async (tx) => {
    if (botToken && !(await claimCaptchaToken(tx, botToken)))
      return { stored: false, reason: 'bot-token-used' } as const;
    await forgetUnprovedRequests(tx);
    const pending = randomBytes(16).toString('base64url');
    const nomination = request.right === 'nomination';
    const [row] = await tx
      .insert(dataRequests)
      .values({
        reference: newReference(),
        right: request.right,
        name: request.name,
        email: request.email,
        details: request.details,
        nomineeName: nomination ? request.nominee_name : null,
        nomineeContact: nomination ? request.nominee_contact : null,
        consentVersion: consent.version,
        consentedAt: consent.at.toISOString(),
        locale: request.locale,
        pendingHash: sha256(pending),
      })
      .returning({ id: dataRequests.id, email: dataRequests.email });
    const codeQueued = await issueCode(tx, row!, pending);
    return { stored: true, pending, codeQueued } as const;
  });
}

/** The unproved request a pending token names, while it may still be proved. */
async function pendingRequest(tx: Database, pending: string) {
  const [row] = await tx
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.pendingHash, sha256(pending)),
        isNull(dataRequests.verifiedAt),
        lt(dataRequests.codeFailures, DATA_REQUEST_CODE_ATTEMPTS),
      ),
    )
    .for('update');
  return row ?? null;
}

/** How many days a request may take: the Rules' 90 for a grievance, the company's stated period for the rest. */
export const daysToAnswer = (right: DataRight, replyDays: number) =>
  right === 'grievance' ? GRIEVANCE_DAYS : replyDays;

/**
 * Proves a request with its code: the code must be its request's latest, unused and unexpired,
 * and the request must have had fewer than `DATA_REQUEST_CODE_ATTEMPTS` wrong ones. Then, in one
 * transaction: the code is used, the request gets its due date (counted from when it was made)
 * and a status code, and its acknowledgement and the company's notification are queued. Null for
 * every failure alike; a wrong code counts against the request.
 */
export function verifyDataRequest(
  db: Database,
  pending: string,
  code: string,
  replyDays: number,
): Promise<DataRequestRow | null> {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, pending);
    if (!request) return null;
    const [used] = await tx
      .update(dataRequestCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(dataRequestCodes.requestId, request.id),
          eq(dataRequestCodes.codeHash, codeHashOf(pending, code)),
          isNull(dataRequestCodes.usedAt),
          gt(dataRequestCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: dataRequestCodes.id });
    if (!used) {
      await tx
        .update(dataRequests)
        .set({ codeFailures: sql`${dataRequests.codeFailures} + 1` })
        .where(eq(dataRequests.id, request.id));
      return null;
    }
    const statusCode = crockford(10);
    const [proved] = await tx
      .update(dataRequests)
      .set({
        verifiedAt: sql`now()`,
        pendingHash: null,
        statusCodeHash: sha256(statusCode),
        dueAt: sql`${dataRequests.createdAt} + make_interval(days => ${daysToAnswer(request.right, replyDays)})`,
      })
      .where(and(eq(dataRequests.id, request.id), isNull(dataRequests.verifiedAt)))
      .returning();
    if (!proved) return null;
    await tx.insert(outbox).values([
      { kind: 'data_ack', payload: { id: proved.id, code: statusCode } },
      { kind: 'data_request', payload: { id: proved.id } },
    ]);
    return proved;
  });
}

/** A new code for a request still waiting for one; false (and nothing sent) past its resends or its mailbox's share. */
export function resendDataRequestCode(db: Database, pending: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, pending);
    if (!request) return false;
    const [sent] = await tx
      .select({ n: count() })
      .from(dataRequestCodes)
      .where(eq(dataRequestCodes.requestId, request.id));
    if ((sent?.n ?? 0) > RESENDS_PER_REQUEST) return false;
    return issueCode(tx, request, pending);
  });
}

/** The code a `data_code` mail carries, with its request, while the code may still be used; null once expired or used. */
export async function findLiveCode(db: Database, codeId: number) {
  const [row] = await db
    .select({ request: dataRequests })
    .from(dataRequestCodes)
    .innerJoin(dataRequests, eq(dataRequests.id, dataRequestCodes.requestId))
    .where(
      and(
        eq(dataRequestCodes.id, codeId),
        isNull(dataRequestCodes.usedAt),
        gt(dataRequestCodes.expiresAt, sql`now()`),
      ),
    );
  return row?.request ?? null;
}

export async function findDataRequest(db: Database, id: number): Promise<DataRequestRow | null> {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id));
  return row ?? null;
}

const STATUS_OF_INBOX = {
  new: 'received',
  in_progress: 'in_progress',
  closed: 'closed',
  spam: 'closed',
} as const;

/**
 * Where a proved request stands, for whoever holds its reference and status code; null for every
 * failure alike. Wrong codes count against the reference from `network` (`networkOf` the client's
 * address) only: after `STATUS_ATTEMPTS` that network gets nothing, right code or not, for
 * `STATUS_LOCK_MINUTES`, while the owner elsewhere still gets in. Whoever knows a reference can no
 * longer keep its owner out (issue 40); the ten-character code (50 bits) stays out of reach of
 * guessing from any number of networks. One transaction holds the network's row for the whole
 * attempt, so wrong codes sent at once are each counted, and the lock falls at exactly the fifth.
 */
export function dataRequestStatus(
  db: Database,
  reference: string,
  statusCode: string,
  network: string,
): Promise<DataRequestStatus | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        request: dataRequests,
        status: inboxStates.status,
        changedAt: inboxStates.updatedAt,
      })
      .from(dataRequests)
      .leftJoin(
        inboxStates,
        and(eq(inboxStates.kind, 'data_request'), eq(inboxStates.submissionId, dataRequests.id)),
      )
      .where(and(eq(dataRequests.reference, reference), isNotNull(dataRequests.verifiedAt)));
    if (!row) return null;
    const { request } = row;
    if (!request.statusCodeHash || !request.dueAt) return null;
    const mine = and(
      eq(dataRequestStatusFailures.requestId, request.id),
      eq(dataRequestStatusFailures.network, network),
    );
    await tx
      .insert(dataRequestStatusFailures)
      .values({ requestId: request.id, network })
      .onConflictDoNothing();
    // Waits for any other attempt from this network on this request to commit.
    const [held] = await tx
      .select({
        failures: dataRequestStatusFailures.failures,
        locked: sql<boolean>`coalesce(${dataRequestStatusFailures.lockedUntil} > now(), false)`,
      })
      .from(dataRequestStatusFailures)
      .where(mine)
      .for('update');
    if (held?.locked) return null;
    if (!timingSafeEqual(Buffer.from(sha256(statusCode)), Buffer.from(request.statusCodeHash))) {
      // A lock that has run out starts the count again.
      const failures = ((held?.failures ?? 0) % STATUS_ATTEMPTS) + 1;
      await tx
        .update(dataRequestStatusFailures)
        .set({
          failures,
          lockedUntil:
            failures >= STATUS_ATTEMPTS
              ? sql`now() + make_interval(mins => ${STATUS_LOCK_MINUTES})`
              : null,
        })
        .where(mine);
      return null;
    }
    await tx.delete(dataRequestStatusFailures).where(mine);
    const status = STATUS_OF_INBOX[(row.status ?? 'new') as keyof typeof STATUS_OF_INBOX];
    return {
      reference: request.reference,
      right: request.right,
      received_at: new Date(request.createdAt).toISOString(),
      due_at: new Date(request.dueAt).toISOString(),
      status,
      closed_at:
        status === 'closed' && row.changedAt ? new Date(row.changedAt).toISOString() : null,
    };
  });
}

/**
 * A request staff log for someone who asked by phone, by letter or in person: proved by staff
 * (how, in an inbox note), due from the day it was received (noon that day in India, or now if
 * that is earlier). With an e-mail address, it gets its acknowledgement and status code as a web
 * request does. Call inside the transaction that audits it.
 */
export async function logDataRequest(
  tx: Database,
  input: DataRequestLog,
  { staffId, replyDays }: { staffId: number; replyDays: number },
): Promise<DataRequestRow> {
  const received = sql`least(now(), ${istDayStart(input.received_on)}::timestamptz + interval '12 hours')`;
  const statusCode = input.email ? crockford(10) : null;
  const nomination = input.right === 'nomination';
  const [row] = await tx
    .insert(dataRequests)
    .values({
      reference: newReference(),
      right: input.right,
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      details: input.details,
      nomineeName: nomination ? input.nominee_name : null,
      nomineeContact: nomination ? input.nominee_contact : null,
      // They read no notice of ours: the version says how the request came.
      consentVersion: 'logged by staff',
      consentedAt: sql`now()`,
      locale: input.locale,
      channel: 'staff',
      statusCodeHash: statusCode ? sha256(statusCode) : null,
      createdAt: received,
      verifiedAt: sql`now()`,
      dueAt: sql`${received} + make_interval(days => ${daysToAnswer(input.right, replyDays)})`,
    })
    .returning();
  await tx.insert(inboxNotes).values({
    kind: 'data_request',
    submissionId: row!.id,
    authorId: staffId,
    body: `Logged by staff. Checked who was asking: ${input.verified_how}`,
  });
  if (statusCode)
    await tx
      .insert(outbox)
      .values({ kind: 'data_ack', payload: { id: row!.id, code: statusCode } });
  return row!;
}
