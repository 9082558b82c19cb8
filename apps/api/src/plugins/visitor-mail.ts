import { DEFAULT_LOCALE, localeSetting, visitorText } from '@harsh/contract';
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
  }
}

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
  const date = new Intl.DateTimeFormat(locale.tag, { timeZone: 'Asia/Kolkata', dateStyle: 'long' }).format(new Date(submission.row.createdAt));
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
    subject: `Re: ${mail.ack.subject({ kind: inboxKindOf(submission), company: company.name })}`,
    text: [body, '', '--', mail.ack.replies({ email: company.email }), company.name].join('\n'),
    headers: { 'Content-Language': locale.tag },
  };
}
