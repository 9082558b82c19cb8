import { z } from 'zod';
import { pageNumberSchema } from './paging.js';
import { AltchaChallengeSchema } from './bot-check.js';
import { isGuessablePassword } from './guessable-password.js';
import { EMAIL_MESSAGE, MESSAGES } from './messages.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_MESSAGES,
  STAFF_ROLES,
} from './staff-text.js';

/*
 * The staff side (`/api/admin/*`, issue 10): accounts, roles and sign-in.
 */

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an e-mail address.')
  .max(254)
  .pipe(z.email(EMAIL_MESSAGE));
const password = z
  .string()
  .min(1, { error: 'Choose a password.', abort: true })
  .min(PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.passwordTooLong)
  .refine((value) => !isGuessablePassword(value), STAFF_MESSAGES.passwordGuessable);

export const SignInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.signInFailed),
  /**
   * The solved proof of work (an ALTCHA token) that a browser the account does not know brings
   * once the account has had several failed sign-ins; the API says so with a 428 and the challenge.
   */
  proof: z.string().max(4_000).optional(),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** The answer when a sign-in must first bring a proof of work: the challenge to solve (428). */
export const SignInProofRequiredSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  data: z.object({ challenge: AltchaChallengeSchema }),
});
export type SignInProofRequired = z.infer<typeof SignInProofRequiredSchema>;

/** The first admin chooses a name and password on the one-time set-up page. */
export const FirstAdminSetupSchema = z
  .object({
    token: z.string().min(1).max(200),
    name: z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'),
    email,
    password,
    password_again: z.string().min(1, 'Type the password again.').max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.password_again, {
    path: ['password_again'],
    message: STAFF_MESSAGES.passwordsDiffer,
  });
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
  session: z.object({
    created_at: z.string(),
    idle_expires_at: z.string(),
    expires_at: z.string(),
  }),
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
  /** The actor's name as it is now, when the actor is a staff account that still exists. */
  actor_name: z.string().nullable(),
  /** The target by name (a staff account, a content item, a picture), as it is now or was last; null when the log cannot tell. */
  target_name: z.string().nullable(),
  /** Whether the target is still there to open. */
  target_exists: z.boolean(),
  /** Details that hold a staff account's id (`scheduled_by`), by that account's name. */
  detail_names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** An audit entry's target, `kind:key`, as its two parts; a bare kind (a list reordered) has no key. */
export function splitAuditTarget(target: string | null): {
  kind: string | null;
  key: string | null;
} {
  if (!target) return { kind: null, key: null };
  const colon = target.indexOf(':');
  return colon === -1
    ? { kind: target, key: null }
    : { kind: target.slice(0, colon), key: target.slice(colon + 1) };
}

const isoDate = z.iso.date('Use a date as YYYY-MM-DD.');

/** The audit log's filters, as the admin's address carries them. */
export const AuditQuerySchema = z
  .object({
    action: z.string().trim().max(60).optional(),
    actor: z.string().trim().max(254).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: pageNumberSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: MESSAGES.datesOutOfOrder,
  });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/* Staff accounts: invitations, roles, disabling, sessions, password resets. */

export const InviteSchema = z.object({
  name: z.string().trim().min(1, 'Enter their name.').max(100, 'Use at most 100 characters.'),
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
  .refine((value) => value.role !== undefined || value.disabled !== undefined, {
    path: ['role'],
    message: 'Change the role or the state.',
  });
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const StaffSessionInfoSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  /** The browser as a person reads it ("Chrome 131 on Android (phone)"); empty when it sent none. */
  device: z.string(),
});
export type StaffSessionInfo = z.infer<typeof StaffSessionInfoSchema>;

/** What an invited person (or one resetting their password) sends with the link's token. */
export const SetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password,
    password_again: z.string().min(1, 'Type the password again.').max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.password_again, {
    path: ['password_again'],
    message: STAFF_MESSAGES.passwordsDiffer,
  });
export type SetPassword = z.infer<typeof SetPasswordSchema>;

export const PasswordResetRequestSchema = z.object({ email });

/* Two-step sign-in (TOTP) */

/** A right password for an account with two-step sign-in: the code comes next, with this ticket. */
export const CodeRequiredSchema = z.object({ code_required: z.literal(true), ticket: z.string() });
export const SignInResultSchema = z.union([StaffSessionSchema, CodeRequiredSchema]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

const code = z
  .string()
  .trim()
  .min(1, 'Enter the code.')
  .max(20, 'Enter the 6-digit code or a recovery code.');

export const SignInCodeSchema = z.object({ ticket: z.string().min(1).max(200), code });
export const TotpCodeSchema = z.object({ code });
/**
 * Finishing the set-up: the code, and the key of the QR code the screen shows. A set-up started
 * again elsewhere (another tab) has a new key: this screen's codes could never match it, so it is
 * told to start again rather than that its code is wrong.
 */
export const TotpEnableSchema = TotpCodeSchema.extend({
  secret: z.string().trim().max(64).optional(),
});
/** Setting up: no code the first time; when it is on already (moving to another phone), a code from the app in use or a recovery code. */
export const TotpSetupRequestSchema = z.object({ code: code.optional() });

export const TotpStateSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TotpState = z.infer<typeof TotpStateSchema>;
export const TotpSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qr: z.string().describe('data: URI of an SVG QR code'),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
