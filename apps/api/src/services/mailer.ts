import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.js';
import type { SubmissionOutboxKind } from '../db/schema.js';
import {
  claimDueNotifications,
  forgetSecrets,
  type ClaimedNotification,
  markNotificationFailed,
  markNotificationSent,
} from '../repositories/outbox.js';
import { oneInLocale } from '../content/translations.js';
import { issueConsentLink } from '../repositories/consent-links.js';
import { findCompanySettings } from '../repositories/settings.js';
import { findInboxReply, OUTBOX_KIND } from '../repositories/inbox.js';
import { findAcknowledgementKey } from '../repositories/outbox.js';
import { findStaffById } from '../repositories/staff.js';
import { findSubmission } from '../repositories/submissions.js';
import { notificationMail, notificationSender } from './notification-mail.js';
import { isStaffMail, type StaffMailKind, staffMail } from './staff-mail.js';
import { mintStaffLink } from '../staff/links.js';
import {
  acknowledgementMail,
  dataAckMail,
  dataCodeMail,
  dataCopyMail,
  replyMail,
} from './visitor-mail.js';
import { personalDataCopy } from '../repositories/data-copy.js';
import { findDataRequest, findLiveCode } from '../repositories/data-requests.js';

/** Where notification e-mails go (`SMTP_URL`, `MAIL_FROM`, `MAIL_TO`). */
export interface MailSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  smtpUrl: string;
  from: string;
  to: readonly string[];
}

/** How the worker paces itself; tests shorten these. */
export interface MailWorkerTiming {
  /** How often the outbox is looked at when nothing nudges the worker. */
  pollMs: number;
  /** The wait after the first failed attempt; it doubles with each further one… */
  retryBaseMs: number;
  /** …up to this. The worker never gives up: the outbox keeps a row until it is sent. */
  retryMaxMs: number;
  /** A row taken to send is not taken again for this long, even if this process dies. */
  leaseMs: number;
  batchSize: number;
}

export const DEFAULT_MAIL_TIMING: MailWorkerTiming = {
  pollMs: 15_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
};

export interface MailWorker {
  /** Something was queued: look now rather than at the next poll. */
  nudge(): void;
  /** Sends everything that is due, then resolves. */
  drain(): Promise<void>;
  /** Finishes the mail in hand, then stops. */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelay(
  attempts: number,
  timing: Pick<MailWorkerTiming, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  return Math.min(timing.retryBaseMs * 2 ** Math.max(0, attempts - 1), timing.retryMaxMs);
}

/**
 * Mail to an address a visitor typed (an acknowledgement, staff's answer) is given up on when the
 * server refuses it for good (a 5xx reply: no such mailbox, no such domain) or after this many
 * tries (about two days at the hourly pace); the company's own mail is tried until it goes.
 */
const VISITOR_MAIL_ATTEMPTS = 50;
const VISITOR_MAIL_KINDS = new Set([
  'acknowledgement',
  'reply',
  'data_code',
  'data_ack',
  'data_copy',
]);
const isVisitorMail = (kind: string) => VISITOR_MAIL_KINDS.has(kind);
const isPermanent = (error: unknown) => {
  const { responseCode } = error as { responseCode?: number };
  return responseCode !== undefined && responseCode >= 500;
};

/** What is kept of a failure: the SMTP code and reply, never the mail. */
function describe(error: unknown): { code: string | undefined; text: string } {
  const details = error as { code?: string; responseCode?: number; message?: string };
  const code = details.code ?? (details.responseCode ? String(details.responseCode) : undefined);
  return {
    code,
    text: [details.code, details.responseCode, details.message].filter(Boolean).join(' '),
  };
}

/**
 * Delivers the outbox over SMTP (nodemailer): a timer looks for due rows, sends them one by one
 * and records the outcome; a failed row is tried again later, waiting twice as long each time.
 * Delivery is at least once: a row sent just before the process dies is sent again, with the
 * same (random) Message-ID. Logs name outbox ids and counts only, never an address or a message.
 */
export function startMailWorker({
  db,
  settings,
  siteUrl = 'http://localhost:3000',
  timing = DEFAULT_MAIL_TIMING,
  log,
}: {
  db: Database;
  settings: MailSettings;
  /** The public site's origin (`SITE_URL`), for the links in visitors' mail. */
  siteUrl?: string;
  timing?: MailWorkerTiming;
  log: FastifyBaseLogger;
}): MailWorker {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const senderDomain = /@([^>\s]+)/.exec(settings.from)?.[1] ?? 'localhost';
  // `MAIL_FROM` as `Name <address>` or a bare address; the company's mails name the visitor with it.
  const namedFrom = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(settings.from);
  const fromAddress = namedFrom?.[2] ?? settings.from.trim();
  const fromName = namedFrom?.[1] || 'Harsh Logistics website';
  /** A row's Message-ID: random (a count in it would tell visitors how much mail the site sends), the same at each try. */
  const messageIdOf = (messageKey: string) => `<${messageKey}@${senderDomain}>`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /**
   * An invitation or password reset, to the staff member it is for. Its link is made now, as the
   * mail goes out (a retry makes a new one, and the one before stops working): the outbox holds
   * no token, so neither does a backup or the database's log (issue 40).
   */
  async function deliverStaffMail(item: ClaimedNotification & { kind: StaffMailKind }) {
    const user = await findStaffById(db, item.submissionId);
    // An invitation is for someone yet to set a password; a reset, for someone who has one.
    const waiting =
      item.kind === 'staff_invite' ? !user?.passwordHash : Boolean(user?.passwordHash);
    if (!user || user.disabledAt || !waiting) {
      await markNotificationSent(
        db,
        item.id,
        'account no longer there, or no longer waiting for this link',
      );
      await forgetSecrets(db, item.id);
      return;
    }
    const kind = item.kind === 'staff_invite' ? 'invite' : 'reset';
    const link = await db.transaction((tx) =>
      mintStaffLink(tx, { kind, userId: user.id, siteUrl }),
    );
    const mail = staffMail(item.kind, user, link);
    await transport.sendMail({
      from: settings.from,
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      messageId: messageIdOf(item.messageKey),
    });
    await markNotificationSent(db, item.id);
    await forgetSecrets(db, item.id);
    log.info({ outboxId: item.id, kind: item.kind, attempts: item.attempts }, 'staff mail sent');
  }

  /**
   * The company's name and address as a visitor reads them; replies to our mail go to that address
   * (for a data request, to the grievance officer's when the facts name one).
   */
  async function companyIn(locale: string, answeredBy: 'company' | 'officer' = 'company') {
    const company = await oneInLocale(
      db,
      'settings',
      locale,
      await findCompanySettings(db),
      'company',
    );
    const officer = answeredBy === 'officer' ? company?.grievance_officer?.email : undefined;
    return {
      name: company?.name ?? 'Harsh Logistics',
      email: officer || company?.email || settings.to[0]!,
    };
  }

  /**
   * A data request's one-time code (its payload: the code's row and the code), or its reference
   * and status code once proved (the request's row). A code past its time, or used, is not sent.
   */
  async function deliverDataRequestMail(item: ClaimedNotification) {
    const request =
      item.kind === 'data_code'
        ? await findLiveCode(db, item.submissionId)
        : await findDataRequest(db, item.submissionId);
    if (!request || !item.code) {
      await markNotificationSent(
        db,
        item.id,
        item.kind === 'data_code'
          ? 'code expired or used before it went'
          : 'request no longer stored',
      );
      await forgetSecrets(db, item.id);
      return;
    }
    const company = await companyIn(request.locale, 'officer');
    const mail =
      item.kind === 'data_code'
        ? dataCodeMail(request, { company, code: item.code })
        : dataAckMail(request, { company, siteUrl, code: item.code });
    await sendToVisitor(item, company, mail);
    await forgetSecrets(db, item.id);
    log.info(
      { outboxId: item.id, kind: item.kind, attempts: item.attempts },
      'data request mail sent',
    );
  }

  /** The copy of a person's data for their request, put together now: what is stored as it leaves. */
  async function deliverDataCopy(item: ClaimedNotification) {
    const request = await findDataRequest(db, item.submissionId);
    if (!request?.email.includes('@')) {
      await markNotificationSent(db, item.id, 'request no longer stored, or without an address');
      return;
    }
    const company = await companyIn(request.locale, 'officer');
    const copy = await personalDataCopy(db, request.email);
    await sendToVisitor(item, company, dataCopyMail(request, copy, { company, siteUrl }));
    log.info({ outboxId: item.id, kind: item.kind, attempts: item.attempts }, 'copy of data sent');
  }

  /** A staff member's answer from the inbox, to the sender, threaded under its acknowledgement. */
  async function deliverReply(item: ClaimedNotification) {
    const reply = await findInboxReply(db, item.submissionId);
    const of = reply && OUTBOX_KIND[reply.kind as keyof typeof OUTBOX_KIND];
    const submission = reply && of ? await findSubmission(db, of, reply.submissionId) : null;
    if (!reply || !of || !submission || !submission.row.email.includes('@')) {
      await markNotificationSent(db, item.id, 'submission no longer stored');
      return;
    }
    const company = await companyIn(
      submission.row.locale,
      submission.kind === 'data_request' ? 'officer' : 'company',
    );
    const mail = replyMail(submission, { company, body: reply.body });
    const acknowledgement = await findAcknowledgementKey(db, of, reply.submissionId);
    const answers = acknowledgement ? messageIdOf(acknowledgement) : undefined;
    await sendToVisitor(item, company, {
      ...mail,
      ...(answers ? { inReplyTo: answers, references: [answers] } : {}),
    });
    log.info({ outboxId: item.id, kind: item.kind, attempts: item.attempts }, 'reply sent');
  }

  /** A mail to a visitor: from the site, with the company's address to reply to (never a staff member's own). */
  async function sendToVisitor(
    item: ClaimedNotification,
    company: { email: string },
    mail: {
      to: string;
      subject: string;
      text: string;
      headers: Record<string, string>;
      inReplyTo?: string;
      references?: string[];
    },
  ) {
    await transport.sendMail({
      from: settings.from,
      replyTo: company.email,
      ...mail,
      messageId: messageIdOf(item.messageKey),
    });
    await markNotificationSent(db, item.id);
  }

  /**
   * The visitor's acknowledgement of what they sent, in their language, from the company's address
   * (replies go to the company, never to a staff member), with a fresh withdrawal link.
   */
  async function deliverAcknowledgement(item: ClaimedNotification & { of: SubmissionOutboxKind }) {
    const submission = await findSubmission(db, item.of, item.submissionId);
    // Erased (withdrawn, or on request) before it went: there is no one left to write to.
    if (!submission || !submission.row.email.includes('@')) {
      await markNotificationSent(db, item.id, 'submission no longer stored');
      return;
    }
    const company = await companyIn(submission.row.locale);
    const token = await issueConsentLink(db, { kind: item.of, submissionId: item.submissionId });
    await sendToVisitor(
      item,
      company,
      acknowledgementMail(submission, { company, siteUrl, token }),
    );
    log.info(
      { outboxId: item.id, kind: item.kind, of: item.of, attempts: item.attempts },
      'acknowledgement sent',
    );
  }

  async function deliver(item: ClaimedNotification) {
    try {
      if (isStaffMail(item.kind)) {
        await deliverStaffMail(item as ClaimedNotification & { kind: StaffMailKind });
        return;
      }
      if (item.kind === 'reply') {
        await deliverReply(item);
        return;
      }
      if (item.kind === 'data_code' || item.kind === 'data_ack') {
        await deliverDataRequestMail(item);
        return;
      }
      if (item.kind === 'data_copy') {
        await deliverDataCopy(item);
        return;
      }
      if (item.kind === 'acknowledgement') {
        if (item.of) await deliverAcknowledgement({ ...item, of: item.of });
        else await markNotificationSent(db, item.id, 'acknowledgement of no kind');
        return;
      }
      const submission = await findSubmission(db, item.kind, item.submissionId);
      if (!submission) {
        // Erased before the mail went out (a data principal's request): nothing left to tell.
        await markNotificationSent(db, item.id, 'submission no longer stored');
        return;
      }
      const mail = notificationMail(submission, siteUrl);
      const sender = notificationSender(submission);
      await transport.sendMail({
        // From the site's own address (SPF, DKIM), named after the visitor; Reply writes to them.
        from: sender
          ? { name: `${sender.name || sender.address} via ${fromName}`, address: fromAddress }
          : settings.from,
        ...(sender ? { replyTo: sender.name ? sender : sender.address } : {}),
        to: [...settings.to],
        subject: mail.subject,
        text: mail.text,
        messageId: messageIdOf(item.messageKey),
      });
      await markNotificationSent(db, item.id);
      log.info(
        { outboxId: item.id, kind: item.kind, attempts: item.attempts },
        'notification sent',
      );
    } catch (error) {
      const failure = describe(error);
      if (
        isVisitorMail(item.kind) &&
        (isPermanent(error) || item.attempts >= VISITOR_MAIL_ATTEMPTS)
      ) {
        // A visitor typed the address: a mailbox that does not exist stays so. Given up on, with why.
        await markNotificationSent(db, item.id, `not delivered: ${failure.text}`.slice(0, 1000));
        await forgetSecrets(db, item.id);
        log.warn(
          { outboxId: item.id, kind: item.kind, attempts: item.attempts, code: failure.code },
          'mail to a visitor given up',
        );
        return;
      }
      const retryInMs = retryDelay(item.attempts, timing);
      await markNotificationFailed(db, item.id, failure.text, retryInMs);
      log.warn(
        { outboxId: item.id, attempts: item.attempts, code: failure.code, retryInMs },
        'notification not sent; will retry',
      );
    }
  }

  async function sendDue() {
    while (!stopped) {
      const batch = await claimDueNotifications(db, {
        limit: timing.batchSize,
        leaseMs: timing.leaseMs,
      });
      if (batch.length === 0) return;
      for (const item of batch) {
        if (stopped) return;
        await deliver(item);
      }
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sendDue()
      .catch((error: unknown) =>
        log.warn({ code: describe(error).code }, 'outbox could not be read; will retry'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        } else {
          schedule(timing.pollMs);
        }
      });
    return running;
  }

  schedule(0);
  return {
    nudge: () => void run(),
    drain: async () => {
      await run();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
