/*
 * The staff side's roles, limits and messages: plain values, no schemas, so the staff screens can
 * show them without shipping zod's schema code to the browser (issue 10, point 9).
 */

/** The staff side's pages live under `/admin` (with or without a query or a file extension). */
export const isStaffPath = (url: string) => /^\/admin(?:[/.?]|$)/i.test(url);

/** Spec's staff roles: `sales` works the inbox, `editor` drafts content, `publisher` publishes, `admin` does everything. */
export const STAFF_ROLES = ['sales', 'editor', 'publisher', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Who works the inbox, and who edits the site's content and pictures: the API's checks and the staff menu alike. */
export const INBOX_ROLES: readonly StaffRole[] = ['sales', 'admin'];
export const CONTENT_ROLES: readonly StaffRole[] = ['editor', 'publisher', 'admin'];
/**
 * Who publishes, schedules, orders lists and deletes what is live (content, and the media
 * library's pictures): the API's checks and the screens' buttons alike.
 */
export const PUBLISH_ROLES: readonly StaffRole[] = ['publisher', 'admin'];
export const mayPublish = (role: StaffRole | undefined) =>
  role !== undefined && PUBLISH_ROLES.includes(role);
/** Who manages staff accounts, reads the audit log and erases a person's submissions: the API's checks and the staff menu alike. */
export const ADMIN_ROLES: readonly StaffRole[] = ['admin'];
/** Who must sign in with two steps (they may do everything): kept on its set-up until it is on, and never allowed to turn it off. */
export const TWO_STEP_ROLES: readonly StaffRole[] = ['admin'];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  sales: 'Sales',
  editor: 'Editor',
  publisher: 'Publisher',
  admin: 'Admin',
};

/** A session ends after 30 minutes without use, and 12 hours after sign-in whatever happens. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;

/** The first admin's set-up link is good for one hour. */
export const STAFF_SETUP_LINK_MINUTES = 60;

/** Failed sign-ins for one address (e-mail) within the window before it is locked for the rest of it. */
export const SIGN_IN_FAILURES_BEFORE_LOCK = 5;
export const SIGN_IN_LOCK_MINUTES = 15;

/**
 * Failed sign-ins from one network address within the window, whatever the e-mail, before it is
 * refused for the rest of it. Only failures count: a whole office signs in from one address.
 */
export const SIGN_IN_FAILURES_PER_NETWORK_ADDRESS = 20;

/**
 * A browser an account signed in from within these days keeps its own count of that account's
 * failures, so that failures sent from elsewhere cannot lock the account's owner out.
 */
export const SIGNED_IN_BROWSER_DAYS = 90;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const STAFF_MESSAGES = {
  signInFailed: 'The e-mail address or password is wrong.',
  signInCheck:
    'This address has had several failed sign-ins lately, so your browser does a short check before the password is tried. It takes a few seconds.',
  signInCheckFailed: 'The check in your browser did not finish. Press Sign in again.',
  signInCheckDone: 'The check is done. Enter your password again and press Sign in.',
  signInLocked: `Too many failed sign-ins. Wait ${SIGN_IN_LOCK_MINUTES} minutes and try again, or ask an admin to reset your password.`,
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  signedOutEverywhere: 'Signed out on every device.',
  notSignedIn: 'Sign in to continue.',
  forbidden: 'Your role does not allow this.',
  crossSite: 'This request did not come from the staff pages.',
  setupInvalid: 'This set-up link is not valid any more. Restart the server to print a new one.',
  setupDone: 'Your admin account is ready. Sign in with your e-mail address and password.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDiffer: 'The two passwords are not the same.',
  passwordPersonal:
    'This password is built on your name or e-mail address, which an attacker would try first. A few unrelated words make a strong one.',
  passwordGuessable:
    'This password is among the first an attacker would try: a common word or a run of keys with numbers around it. A few unrelated words make a strong one.',
} as const;

export const AUDIT_PAGE_SIZE = 50;

/** An invitation link is good for 7 days, a password-reset link for 30 minutes; each works once. */
export const INVITE_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 30;

export const ACCOUNT_MESSAGES = {
  invited: 'Invitation sent.',
  invitedNoMail: 'No mail server is set: give them this link yourself. It works once, for 7 days.',
  alreadyExists: 'There is an account with this e-mail address already.',
  updated: 'Saved.',
  roleChanged: 'Their role is now {role}: their screens change at their next page.',
  accountOff:
    'The account is turned off: its sessions have ended, and it cannot sign in until an admin turns it on again.',
  accountOn: 'The account is on again: they can sign in.',
  twoStepReset:
    'Their two-step sign-in is reset and their sessions have ended: they set it up again when they next sign in.',
  lastAdmin: 'This is the last admin: make someone else an admin first.',
  notYourself: 'Ask another admin to change your own role or turn your account off.',
  sessionsEnded: 'Their sessions have ended.',
  resetSent: 'A password-reset link has been sent.',
  turnedOff: 'This account is turned off: turn it on again first.',
  resetRequested:
    'If there is an account for this address, a link to choose a new password is on its way. It works for 30 minutes.',
  linkInvalid: 'This link is not valid any more. Ask an admin for a new one.',
  passwordSet: 'Your password is set. Sign in with it.',
} as const;

/** Between a right password and the code: how long the sign-in waits for the code. */
export const TWO_FACTOR_TICKET_MINUTES = 5;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app.',
  codeWrong: 'That code is not right. Enter the current code from your app, or a recovery code.',
  /** Where only a code of the app is taken (set-up, new recovery codes, turning it off). */
  appCodeWrong: 'That code is not right. Enter the code your app shows now.',
  tooManyCodes: `Too many wrong codes. Wait ${SIGN_IN_LOCK_MINUTES} minutes and try again.`,
  ticketExpired: 'Too slow: sign in again with your password.',
  required: 'Admins must turn on two-step sign-in before anything else.',
  enabled:
    'Two-step sign-in is on. Keep the recovery codes somewhere safe: each works once, if you lose your phone.',
  disabled: 'Two-step sign-in is off.',
  adminsKeep: 'Admins must keep two-step sign-in on.',
  noSetup: 'Start the set-up again: scan the new QR code first.',
  alreadyOn:
    'Two-step sign-in is already on. To move it to another phone, enter a code from the app you use now, or a recovery code, and choose Move to another phone.',
  newCodes: 'New recovery codes: the old ones no longer work.',
} as const;
