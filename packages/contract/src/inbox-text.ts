/*
 * The inbox's kinds, statuses, limits and messages: plain values, no schemas, so the staff screens
 * can show them without shipping zod's schema code to the browser (issue 10, point 9).
 */

/** The kinds of submission, as `npm run leads -- --kind` names them. */
export const INBOX_KINDS = [
  'partner',
  'vendor',
  'contact',
  'newsletter',
  'quote',
  'comment',
  'data_request',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  partner: 'Business partner',
  vendor: 'Vendor',
  contact: 'Contact message',
  newsletter: 'Newsletter',
  quote: 'Quote request',
  comment: 'Blog comment',
  data_request: 'Data request',
};

export const INBOX_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
  spam: 'Spam',
};

export const INBOX_SORTS = ['newest', 'oldest'] as const;

/** Data requests by their due date: past it and still open, or open and due within `DUE_SOON_DAYS`. */
export const INBOX_DUE_FILTERS = ['overdue', 'soon'] as const;
export const DUE_SOON_DAYS = 7;
export const INBOX_DUE_FILTER_LABELS: Record<(typeof INBOX_DUE_FILTERS)[number], string> = {
  overdue: 'Overdue',
  soon: `Due within ${DUE_SOON_DAYS} days`,
};

/** Whose submissions the inbox shows: the person's own (`me`), or nobody's yet. */
export const INBOX_ASSIGNEE_FILTERS = ['me', 'nobody'] as const;
export const INBOX_ASSIGNEE_FILTER_LABELS: Record<(typeof INBOX_ASSIGNEE_FILTERS)[number], string> =
  { me: 'Me', nobody: 'Nobody yet' };
export const INBOX_PAGE_SIZE = 25;

/**
 * The language a submission was sent in: the list's filter and badge, a field of its detail.
 * Each language is named in English (`languageName`).
 */
export const INBOX_LANGUAGE_TEXT = { label: 'Language', anyLanguage: 'All languages' } as const;

/** How often an open inbox asks for new submissions. */
export const INBOX_POLL_SECONDS = 15;
export const NOTE_MAX_LENGTH = 2000;

export const INBOX_MESSAGES = {
  updated: 'Saved.',
  noted: 'Note added.',
  approved: 'Comment approved: it now shows on its post.',
  rejected: 'Comment rejected: it will not be shown.',
  notAComment: 'Only blog comments are moderated.',
  unknownAssignee: 'Choose someone from the sales team or an admin.',
  replied:
    'Reply sent to the outbox: it goes out from the site with the company’s address to reply to.',
  repliedAndClosed: 'Reply sent to the outbox, and the submission closed.',
  replyToErased: 'Its sender’s personal data was erased: there is no one left to write to.',
  writeReply: 'Write the reply.',
  noAddress: 'It has no e-mail address: answer by phone or by letter, and note what was said.',
  requestLogged:
    'Request logged. Tell the person its reference; its due date counts from the day it was received.',
  copySent:
    'The copy is in the outbox: it goes to the address the request concerns, put together as it leaves.',
  corrected: 'Corrected.',
  notCorrectable: 'This kind of submission has no such field.',
  correctedEmail: 'Enter a valid e-mail address.',
  correctedPhone:
    'Enter an Indian phone number: a landline with its STD code, a mobile or a toll-free number.',
  requestErased:
    'Erased everything stored for the address of the request. The request itself stays, to be answered and closed.',
  addressTaken: 'Another newsletter sign-up has that address already.',
} as const;

/** The longest reply staff may send from the inbox. */
export const REPLY_MAX_LENGTH = 10_000;

/** Submissions are kept this many days unless `RETENTION_DAYS` says otherwise; then a daily job erases them. */
export const DEFAULT_RETENTION_DAYS = 730;
