import {
  DATA_REQUEST_CODE_MINUTES,
  DEFAULT_LOCALE,
  localeSetting,
  type PersonalDataCopy,
  visitorText,
} from '@harsh/contract';
import type { DataRequestRow } from '../db/schema.js';
import { inboxKindOf, type StoredSubmission } from '../repositories/submissions.js';

/** A mail to a visitor: an acknowledgement of what they sent, or staff's answer to it. */
export interface AcknowledgementMail {
  to: string;
  subject: string;
  text: string;
  /** RFC 3834's `Auto-Submitted`, the language, and for a newsletter RFC 8058's one-click unsubscribe. */
  headers: Record<string, string>;
}

export interface AcknowledgementContext {
  /** The company's name and address in the visitor's language (the address replies go to). */
  company: { name: string; email: string };
  /** The site's public origin, for the links. */
  siteUrl: string;
  /** A fresh withdrawal token for this submission (`consent_links`). */
  token: string;
}

/** What the form's answer promised, said again: the same words the visitor read on the page. */
function nextStep(submission: StoredSubmission, locale: string): string {
  const { submitted } = visitorText(locale);
  switch (submission.kind) {
    case 'partner_enquiry':
      return submitted.partnerEnquiry;
    case 'contact_message':
      return submitted.contactMessage;
    case 'quote_request':
      return submitted.quoteRequest;
    case 'blog_comment':
      return submitted.blogComment;
    case 'newsletter_subscription':
      return submitted.newsletterSubscribed;
    case 'data_request':
      // A data request has its own acknowledgement, with its reference (`dataRequestAckMail`).
      return '';
  }
}

/** A date in the visitor's language, in India's time zone (`28 November 2026`, `28 नवंबर 2026`). */
const dayIn = (tag: string, at: string) =>
  new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kolkata', dateStyle: 'long' }).format(
    new Date(at),
  );

/** A path of the site in a language: `/withdraw/…` in Hindi is `/hi/withdraw/…`. */
const pathIn = (locale: string, path: string) =>
  locale === DEFAULT_LOCALE.code ? path : `/${locale}${path}`;

/**
 * The acknowledgement of a submission, in the language it was sent in: what was received and
 * when, what happens next, and a link to withdraw consent (DPDP Act: as easy as giving it). It
 * never repeats what the visitor wrote: anyone can type another's address into a form, and an
 * echo would let strangers send anyone our mail with their words in it.
 */
export function acknowledgementMail(
  submission: StoredSubmission,
  { company, siteUrl, token }: AcknowledgementContext,
): AcknowledgementMail {
  const locale = localeSetting(submission.row.locale);
  const { mail } = visitorText(locale.code);
  const kind = inboxKindOf(submission);
  const date = dayIn(locale.tag, submission.row.createdAt);
  const withdrawUrl = `${siteUrl}${pathIn(locale.code, `/withdraw/${token}`)}`;
  const newsletter = kind === 'newsletter';
  return {
    to: submission.row.email,
    subject: mail.ack.subject({ kind, company: company.name }),
    text: [
      mail.ack.greeting,
      '',
      mail.ack.received({ kind, date }),
      nextStep(submission, locale.code),
      '',
      mail.ack.notYou,
      newsletter ? mail.ack.unsubscribe : mail.ack.withdraw,
      withdrawUrl,
      '',
      mail.ack.privacy({ url: `${siteUrl}${pathIn(locale.code, '/privacy-policy')}` }),
      mail.ack.replies({ email: company.email }),
      '',
      company.name,
    ].join('\n'),
    headers: {
      'Auto-Submitted': 'auto-generated',
      'Content-Language': locale.tag,
      ...(newsletter
        ? {
            'List-Unsubscribe': `<${siteUrl}/api/unsubscribe/${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  };
}

/**
 * A staff member's answer to a submission, written in the inbox: their words, then where replies
 * go (the company's address, never the staff member's own), in the submission's language. Its
 * subject answers the acknowledgement's, so mail programs keep the two together.
 */
export function replyMail(
  submission: StoredSubmission,
  { company, body }: { company: AcknowledgementContext['company']; body: string },
): AcknowledgementMail {
  const locale = localeSetting(submission.row.locale);
  const { mail } = visitorText(locale.code);
  return {
    to: submission.row.email,
    subject: `Re: ${
      submission.kind === 'data_request'
        ? mail.dataAck.subject({ company: company.name, reference: submission.row.reference })
        : mail.ack.subject({ kind: inboxKindOf(submission), company: company.name })
    }`,
    text: [body, '', '--', mail.ack.replies({ email: company.email }), company.name].join('\n'),
    headers: { 'Content-Language': locale.tag },
  };
}

/**
 * The one-time code for a data request, to the address the request concerns: only its owner can
 * read it, so the code proves the request is theirs. It names what was asked, not what is held.
 */
export function dataCodeMail(
  request: DataRequestRow,
  { company, code }: { company: AcknowledgementContext['company']; code: string },
): AcknowledgementMail {
  const locale = localeSetting(request.locale);
  const { mail } = visitorText(locale.code);
  return {
    to: request.email,
    // Never the code itself: a subject shows on a locked phone's screen, for anyone near it to read.
    subject: mail.code.subject({ company: company.name }),
    text: [
      mail.ack.greeting,
      '',
      mail.code.body({ right: request.right }),
      '',
      code,
      '',
      mail.code.expires({ minutes: DATA_REQUEST_CODE_MINUTES }),
      mail.code.notYou,
      '',
      company.name,
    ].join('\n'),
    headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': locale.tag },
  };
}

/**
 * A proved data request's acknowledgement: its reference, the day it will be answered by, and the
 * status code for its status page, shown nowhere else (only a hash of it is kept).
 */
export function dataAckMail(
  request: DataRequestRow,
  {
    company,
    siteUrl,
    code,
  }: { company: AcknowledgementContext['company']; siteUrl: string; code: string },
): AcknowledgementMail {
  const locale = localeSetting(request.locale);
  const { mail } = visitorText(locale.code);
  return {
    to: request.email,
    subject: mail.dataAck.subject({ company: company.name, reference: request.reference }),
    text: [
      mail.ack.greeting,
      '',
      mail.dataAck.body({
        right: request.right,
        reference: request.reference,
        date: dayIn(locale.tag, request.dueAt ?? request.createdAt),
      }),
      '',
      mail.dataAck.status({ url: `${siteUrl}${pathIn(locale.code, '/your-data/status')}`, code }),
      mail.dataAck.keep,
      '',
      mail.ack.replies({ email: company.email }),
      '',
      company.name,
    ].join('\n'),
    headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': locale.tag },
  };
}

/** A field of a copy as one line: a time in the visitor's language, nothing as a dash. */
function fieldLine(
  tag: string,
  { name, value }: { name: string; value: string | number | null },
): string {
  const shown =
    value === null || value === ''
      ? '—'
      : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
        ? dayIn(tag, value)
        : String(value);
  return `  ${name}: ${shown.replace(/\n/g, '\n    ')}`;
}

/**
 * The copy of a person's data, to the address their request concerns (the only one that proved
 * it is theirs), in the request's language: each submission with every field as stored, what
 * became of it and what we wrote; then their requests. Put together as it is sent, so that it is
 * what is stored then, and it is never kept anywhere but in the outbox's mailbox.
 */
export function dataCopyMail(
  request: DataRequestRow,
  copy: PersonalDataCopy,
  { company, siteUrl }: { company: AcknowledgementContext['company']; siteUrl: string },
): AcknowledgementMail {
  const locale = localeSetting(request.locale);
  const { mail } = visitorText(locale.code);
  const day = (at: string) => dayIn(locale.tag, at);
  const submissions = copy.submissions.flatMap((submission) => [
    '',
    `## ${mail.copy.submission({ kind: submission.kind, date: day(submission.received_at) })}`,
    ...submission.fields.map((field) => fieldLine(locale.tag, field)),
    mail.copy.status({ status: submission.status }),
    ...(submission.assigned_to ? [mail.copy.assignee({ name: submission.assigned_to })] : []),
    ...(submission.notified_at ? [mail.copy.notified({ date: day(submission.notified_at) })] : []),
    ...(submission.acknowledged_at
      ? [mail.copy.acknowledged({ date: day(submission.acknowledged_at) })]
      : []),
    ...(submission.processing.length
      ? [
          mail.copy.processing,
          ...submission.processing.map(
            (entry) =>
              `  ${mail.copy.action({ date: day(entry.at), action: entry.action, by: entry.by || 'none' })}`,
          ),
        ]
      : []),
    ...(submission.replies.length
      ? [
          mail.copy.replies,
          ...submission.replies.map(
            (reply) =>
              `  ${day(reply.at)}, ${reply.by}:\n    ${reply.body.replace(/\n/g, '\n    ')}`,
          ),
        ]
      : []),
  ]);
  const requests = copy.requests.map(
    (each) =>
      `  ${mail.copy.request({ reference: each.reference, right: each.right, received: day(each.received_at), due: day(each.due_at), status: each.status })}`,
  );
  return {
    to: request.email,
    subject: mail.copy.subject({ company: company.name, reference: request.reference }),
    text: [
      mail.ack.greeting,
      '',
      mail.copy.intro({ reference: request.reference, email: copy.email }),
      ...(copy.submissions.length ? submissions : ['', mail.copy.nothing]),
      '',
      `## ${mail.copy.requests}`,
      ...requests,
      '',
      mail.copy.wrong({ url: `${siteUrl}${pathIn(locale.code, '/your-data')}` }),
      mail.ack.replies({ email: company.email }),
      '',
      company.name,
    ].join('\n'),
    headers: { 'Content-Language': locale.tag },
  };
}
