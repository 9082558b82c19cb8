import { DEFAULT_LOCALE, localeSetting, visitorText } from '@harsh/contract';
import type { StoredSubmission } from '../repositories/submissions.js';

/** What the acknowledgement says a submission was, in the catalogue's `kind` select. */
type AcknowledgedKind = 'partner' | 'vendor' | 'contact' | 'quote' | 'comment' | 'newsletter';

/** The mail to a visitor that acknowledges what they sent. */
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

function acknowledgedKind(submission: StoredSubmission): AcknowledgedKind {
  switch (submission.kind) {
    case 'partner_enquiry':
      return submission.row.type === 1 ? 'vendor' : 'partner';
    case 'contact_message':
      return 'contact';
    case 'quote_request':
      return 'quote';
    case 'blog_comment':
      return 'comment';
    case 'newsletter_subscription':
      return 'newsletter';
  }
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
  const kind = acknowledgedKind(submission);
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
