import {
  blogPostPath,
  DATA_RIGHT_LABELS,
  phoneForStaff,
  QUOTE_ADD_ON_FIELDS,
} from '@harsh/contract';
import type { QuoteRequestRow } from '../db/schema.js';
import { inboxKindOf, type StoredSubmission } from '../repositories/submissions.js';

/** The stored column of each add-on box. */
const ADD_ON_COLUMNS = {
  fragile: 'fragile',
  express_delivery: 'expressDelivery',
  insurance: 'insurance',
  packaging: 'packaging',
} as const satisfies Record<(typeof QUOTE_ADD_ON_FIELDS)[number]['field'], keyof QuoteRequestRow>;

/** The parts of a notification e-mail that depend on the submission. */
export interface NotificationMail {
  subject: string;
  text: string;
}

const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const istDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

/** Visitors' text goes in headers only on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

function table(rows: [label: string, value: string | null][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows
    .filter(([, value]) => value)
    .map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`)
    .join('\n');
}

/**
 * Staff answer from the inbox, not by replying to this mail: the answer then goes from the site
 * with the company's address to reply to (never a staff member's own), and the thread stays with
 * the submission (issue 30).
 */
function footer(consentVersion: string, consentedAt: string, inboxUrl: string): string {
  return [
    `Consent: the sender agreed to privacy notice ${consentVersion} on ${istTime.format(new Date(consentedAt))} IST.`,
    `Answer the sender from the inbox, where the thread is kept: ${inboxUrl}`,
  ].join('\n');
}

/** The e-mail that tells the company about a submission; `siteUrl` is the site's origin, where the inbox is. */
export function notificationMail(
  submission: StoredSubmission,
  siteUrl = 'http://localhost:3000',
): NotificationMail {
  const inboxUrl = `${siteUrl}/admin/inbox/${inboxKindOf(submission)}/${submission.row.id}`;
  switch (submission.kind) {
    case 'partner_enquiry': {
      const { row } = submission;
      const what = row.type === 1 ? 'Vendor enquiry' : 'Business partner enquiry';
      return {
        subject: `${what} #${row.id} from ${oneLine(row.name)}`,
        text: [
          `A ${what.toLowerCase()} arrived through the website.`,
          '',
          table([
            ['Enquiry', `#${row.id}`],
            ['Received', `${istTime.format(new Date(row.createdAt))} IST`],
            ['Name', row.name],
            ['E-mail', row.email],
            ['Mobile', phoneForStaff(row.mobile)],
            ['Vendor type', row.vendorType],
            ['Business type', row.businessType],
          ]),
          '',
          'Message:',
          row.message,
          '',
          footer(row.consentVersion, row.consentedAt, inboxUrl),
        ].join('\n'),
      };
    }
    case 'contact_message': {
      const { row } = submission;
      return {
        subject: `Contact message #${row.id}: ${oneLine(row.subject)}`,
        text: [
          'A message arrived through the contact form of the website.',
          '',
          table([
            ['Message', `#${row.id}`],
            ['Received', `${istTime.format(new Date(row.createdAt))} IST`],
            ['Name', row.name],
            ['E-mail', row.email],
            ['Phone', phoneForStaff(row.phone)],
            ['Subject', row.subject],
          ]),
          '',
          'Message:',
          row.message || '(none)',
          '',
          footer(row.consentVersion, row.consentedAt, inboxUrl),
        ].join('\n'),
      };
    }
    case 'quote_request': {
      const { row } = submission;
      const addOns = QUOTE_ADD_ON_FIELDS.filter(({ field }) => row[ADD_ON_COLUMNS[field]]).map(
        ({ label }) => label,
      );
      return {
        subject: `Quote request #${row.id}: ${oneLine(row.departureCity)} to ${oneLine(row.deliveryCity)} by ${row.freightType}`,
        text: [
          `A request for a quotation arrived through the website${row.service ? `, for ${oneLine(row.service)}` : ''}.`,
          '',
          table([
            ['Request', `#${row.id}`],
            ['Received', `${istTime.format(new Date(row.createdAt))} IST`],
            ['Name', row.name],
            ['E-mail', row.email],
            ['Phone', phoneForStaff(row.phone)],
            ['Service', row.service || null],
            ['Freight type', row.freightType],
            ['From', row.departureCity],
            ['To', row.deliveryCity],
            ['Incoterms', row.incoterms],
            ['Weight', `${row.weightKg} kg`],
            ['Size (L × W × H)', `${row.lengthCm} × ${row.widthCm} × ${row.heightCm} cm`],
            ['Add-ons', addOns.length ? addOns.join(', ') : 'none'],
          ]),
          '',
          'Message:',
          row.message || '(none)',
          '',
          footer(row.consentVersion, row.consentedAt, inboxUrl),
        ].join('\n'),
      };
    }
    case 'blog_comment': {
      const { row } = submission;
      return {
        subject: `Comment #${row.id} awaiting approval on "${oneLine(row.blogTitle)}"`,
        text: [
          `A ${row.parentId ? 'reply to a comment' : 'comment'} on a blog post arrived through the website. It is not shown until it is approved.`,
          '',
          table([
            ['Comment', `#${row.id}`],
            ['Received', `${istTime.format(new Date(row.createdAt))} IST`],
            ['Post', `${row.blogTitle} (${blogPostPath({ slug: row.blogSlug })})`],
            ['In reply to', row.parentId ? `comment #${row.parentId}` : null],
            ['Name', row.name],
            ['E-mail', row.email],
          ]),
          '',
          'Comment:',
          row.comment,
          '',
          footer(row.consentVersion, row.consentedAt, inboxUrl),
        ].join('\n'),
      };
    }
    case 'newsletter_subscription': {
      const { row } = submission;
      return {
        subject: `Newsletter subscription #${row.id}`,
        text: [
          'Someone subscribed to the newsletter through the website.',
          '',
          table([
            ['Subscription', `#${row.id}`],
            ['Received', `${istTime.format(new Date(row.createdAt))} IST`],
            ['E-mail', row.email],
          ]),
          '',
          footer(row.consentVersion, row.consentedAt, inboxUrl),
        ].join('\n'),
      };
    }
    case 'data_request': {
      const { row } = submission;
      const due = row.dueAt
        ? `${istDay.format(new Date(row.dueAt))} (the law's deadline: answer before it)`
        : null;
      return {
        subject: `Data request ${row.reference}: ${DATA_RIGHT_LABELS[row.right]}, due ${row.dueAt ? istDay.format(new Date(row.dueAt)) : 'soon'}`,
        text: [
          row.channel === 'web'
            ? 'A request about a person’s own data arrived through the website, proved by a code sent to the address it concerns.'
            : 'A request about a person’s own data was logged by staff.',
          '',
          table([
            ['Reference', row.reference],
            ['Asks for', DATA_RIGHT_LABELS[row.right]],
            ['Received', `${istTime.format(new Date(row.createdAt))} IST`],
            ['Answer by', due],
            ['Name', row.name || null],
            ['E-mail', row.email],
            ['Mobile', phoneForStaff(row.mobile) || null],
            [
              'Nominee',
              row.nomineeName ? `${row.nomineeName} (${row.nomineeContact ?? ''})` : null,
            ],
          ]),
          '',
          'Details:',
          row.details || '(none)',
          '',
          footer(row.consentVersion, row.consentedAt, inboxUrl),
        ].join('\n'),
      };
    }
  }
}

/**
 * The sender of a submission, for the company's mail about it: its `Reply-To` (Reply in a mail
 * program writes to them, not to the site) and the name its `From` shows. Null when the
 * submission has no address (erased).
 */
export function notificationSender(
  submission: StoredSubmission,
): { name: string; address: string } | null {
  const { row } = submission;
  const address = oneLine(row.email);
  if (!address.includes('@')) return null;
  // A subscription has no name.
  return { name: 'name' in row && row.name ? oneLine(row.name) : '', address };
}
