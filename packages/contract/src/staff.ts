import { z } from 'zod';
import { EMAIL_MESSAGE } from './messages.js';

/*
 * The staff side (`/api/admin/*`, issue 10): accounts, roles and sign-in.
 */

/** Spec's staff roles: `sales` works the inbox, `editor` drafts content, `publisher` publishes, `admin` does everything. */
export const STAFF_ROLES = ['sales', 'editor', 'publisher', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { sales: 'Sales', editor: 'Editor', publisher: 'Publisher', admin: 'Admin' };

/** A session ends after 30 minutes without use, and 12 hours after sign-in whatever happens. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/** The first admin's set-up link is good for one hour. */
export const STAFF_SETUP_LINK_MINUTES = 60;

/** Failed sign-ins for one address (e-mail) within the window before it is locked for the rest of it. */
export const SIGN_IN_FAILURES_BEFORE_LOCK = 5;
export const SIGN_IN_LOCK_MINUTES = 15;
/** Sign-in attempts from one network address per window, whatever the e-mail. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 20;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const STAFF_MESSAGES = {
  signInFailed: 'The e-mail address or password is wrong.',
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
} as const;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email(EMAIL_MESSAGE));
const password = z.string().min(PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordTooShort).max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.passwordTooLong);

export const SignInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.signInFailed),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** The first admin chooses a name and password on the one-time set-up page. */
export const FirstAdminSetupSchema = z
  .object({
    token: z.string().min(1).max(200),
    name: z.string().trim().min(1, 'Enter your name.').max(100),
    email,
    password,
    password_again: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.password_again, { path: ['password_again'], message: STAFF_MESSAGES.passwordsDiffer });
export type FirstAdminSetup = z.infer<typeof FirstAdminSetupSchema>;

export const StaffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Two-step sign-in is on (required for admins). */
  two_factor: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** Who is signed in, and until when their session lasts. */
export const StaffSessionSchema = z.object({
  user: StaffUserSchema,
  session: z.object({ created_at: z.string(), idle_expires_at: z.string(), expires_at: z.string() }),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const isoDate = z.iso.date('Use a date as YYYY-MM-DD.');

/** The audit log's filters, as the admin's address carries them. */
export const AuditQuerySchema = z.object({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(254).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export const AUDIT_PAGE_SIZE = 50;

/* Staff accounts: invitations, roles, disabling, sessions, password resets. */

/** An invitation link is good for 7 days, a password-reset link for 30 minutes; each works once. */
export const INVITE_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 30;

export const InviteSchema = z.object({
  name: z.string().trim().min(1, 'Enter their name.').max(100),
  email,
  role: z.enum(STAFF_ROLES, 'Choose a role.'),
});
export type Invite = z.infer<typeof InviteSchema>;

export const StaffAccountSchema = StaffUserSchema.extend({
  /** `invited` until they choose a password; `disabled` once an admin turns the account off. */
  state: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
  sessions: z.number().int(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffUpdateSchema = z
  .object({ role: z.enum(STAFF_ROLES).optional(), disabled: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, { path: ['role'], message: 'Change the role or the state.' });
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const StaffSessionInfoSchema = z.object({ id: z.string(), created_at: z.string(), last_seen_at: z.string(), ip: z.string(), user_agent: z.string() });
export type StaffSessionInfo = z.infer<typeof StaffSessionInfoSchema>;

/** What an invited person (or one resetting their password) sends with the link's token. */
export const SetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password, password_again: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine((value) => value.password === value.password_again, { path: ['password_again'], message: STAFF_MESSAGES.passwordsDiffer });
export type SetPassword = z.infer<typeof SetPasswordSchema>;

export const PasswordResetRequestSchema = z.object({ email });

export const ACCOUNT_MESSAGES = {
  invited: 'Invitation sent.',
  invitedNoMail: 'No mail server is set: give them this link yourself. It works once, for 7 days.',
  alreadyExists: 'There is an account with this e-mail address already.',
  updated: 'Saved.',
  lastAdmin: 'This is the last admin: make someone else an admin first.',
  notYourself: 'Ask another admin to change your own role or turn your account off.',
  sessionsEnded: 'Their sessions have ended.',
  resetSent: 'A password-reset link has been sent.',
  resetRequested: 'If there is an account for this address, a link to choose a new password is on its way. It works for 30 minutes.',
  linkInvalid: 'This link is not valid any more. Ask an admin for a new one.',
  passwordSet: 'Your password is set. Sign in with it.',
} as const;

/* Two-step sign-in (TOTP) */

/** Between a right password and the code: how long the sign-in waits for the code. */
export const TWO_FACTOR_TICKET_MINUTES = 5;

/** A right password for an account with two-step sign-in: the code comes next, with this ticket. */
export const CodeRequiredSchema = z.object({ code_required: z.literal(true), ticket: z.string() });
export const SignInResultSchema = z.union([StaffSessionSchema, CodeRequiredSchema]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

const code = z.string().trim().min(1, 'Enter the code.').max(20, 'Enter the 6-digit code or a recovery code.');

export const SignInCodeSchema = z.object({ ticket: z.string().min(1).max(200), code });
export const TotpCodeSchema = z.object({ code });

export const TotpStateSchema = z.object({ enabled: z.boolean(), required: z.boolean(), recovery_codes_left: z.number().int() });
export type TotpState = z.infer<typeof TotpStateSchema>;
export const TotpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qr: z.string().describe('data: URI of an SVG QR code') });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app.',
  codeWrong: 'That code is not right. Enter the current code from your app, or a recovery code.',
  ticketExpired: 'Too slow: sign in again with your password.',
  required: 'Admins must turn on two-step sign-in before anything else.',
  enabled: 'Two-step sign-in is on. Keep the recovery codes somewhere safe: each works once, if you lose your phone.',
  disabled: 'Two-step sign-in is off.',
  adminsKeep: 'Admins must keep two-step sign-in on.',
  noSetup: 'Start the set-up again: scan the new QR code first.',
  newCodes: 'New recovery codes: the old ones no longer work.',
} as const;
