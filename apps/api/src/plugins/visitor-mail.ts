import { DATA_REQUEST_CODE_MINUTES, DEFAULT_LOCALE, localeSetting, visitorText } from '@harsh/contract';
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
const dayIn = (tag: string, at: string) => new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kolkata', dateStyle: 'long' }).format(new Date(at));

/** A path of the site in a language: `/withdraw/…` in Hindi is `/hi/withdraw/…`. */
const pathIn = (locale: string, path: string) => (locale === DEFAULT_LOCALE.code ? path : `/${locale}${path}`);

/**
 * The acknowledgement of a submission, in the language it was sent in: what was received and
 * when, what happens next, and a link to withdraw consent (DPDP Act: as easy as giving it). It
 * never repeats what the visitor wrote: anyone can type another's address into a form, and an
 * echo would let strangers send anyone our mail with their words in it.
 */
export function acknowledgementMail(submission: StoredSubmission, { company, siteUrl, token }: AcknowledgementContext): AcknowledgementMail {
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
        ? { 'List-Unsubscribe': `<${siteUrl}/api/unsubscribe/${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {}),
    },
  };
}

/**
 * A staff member's answer to a submission, written in the inbox: their words, then where replies
 * go (the company's address, never the staff member's own), in the submission's language. Its
 * subject answers the acknowledgement's, so mail programs keep the two together.
 */
export function replyMail(submission: StoredSubmission, { company, body }: { company: AcknowledgementContext['company']; body: string }): AcknowledgementMail {
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
export function dataCodeMail(request: DataRequestRow, { company, code }: { company: AcknowledgementContext['company']; code: string }): AcknowledgementMail {
  const locale = localeSetting(request.locale);
  const { mail } = visitorText(locale.code);
  return {
    to: request.email,
    subject: mail.code.subject({ company: company.name, code }),
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
  { company, siteUrl, code }: { company: AcknowledgementContext['company']; siteUrl: string; code: string },
): AcknowledgementMail {
  const locale = localeSetting(request.locale);
  const { mail } = visitorText(locale.code);
  return {
    to: request.email,
    subject: mail.dataAck.subject({ company: company.name, reference: request.reference }),
    text: [
      mail.ack.greeting,
      '',
      mail.dataAck.body({ right: request.right, reference: request.reference, date: dayIn(locale.tag, request.dueAt ?? request.createdAt) }),
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
