import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@harsh/contract';
import { updatedAt, createdAt } from './columns.js';

/*
 * The staff side (issue 10): accounts, their sessions, single-use links and the audit log.
 */

/** A staff account. No password until the person sets one (first admin set-up, invitation). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: one account per address, however it is typed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** argon2id, in the PHC string format (its parameters and salt included). */
    passwordHash: text('password_hash'),
    /** Two-step sign-in (TOTP, RFC 6238): the shared secret (base32) once enabled, and one being set up. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'string' }),
    /** The time step of the last code accepted: a code is never taken twice. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 of each unused recovery code. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
    /**
     * When every session of the account was last ended (new password, turned off, sessions ended
     * by an admin or by the person, two-step sign-in reset): browsers it signed in from before
     * are strangers again to the sign-in limits (decision 030).
     */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_idx').on(t.email),
    // The contract's roles, as SQL: a new role is a generated migration.
    check(
      'staff_users_role_check',
      sql`${t.role} in (${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
    check('staff_users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);
export type StaffUserRow = typeof staffUsers.$inferSelect;

/**
 * A signed-in browser. The id is the SHA-256 of the cookie's token, so a read of this table
 * cannot be replayed as a session. It ends at `idle_expires_at` (moved on by use) or
 * `expires_at` (fixed at sign-in), whichever comes first, or when revoked (row deleted).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** `two_factor`: the five minutes between a right password and the code, for an account with two-step sign-in. */
export const STAFF_TOKEN_KINDS = ['setup', 'invite', 'reset', 'two_factor'] as const;
export type StaffTokenKind = (typeof STAFF_TOKEN_KINDS)[number];

/** Single-use links (first admin set-up, invitations, password resets), by the SHA-256 of their token. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: STAFF_TOKEN_KINDS }).notNull(),
    userId: integer('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_tokens_kind_check', sql`${t.kind} in ('setup', 'invite', 'reset', 'two_factor')`),
  ],
);

/**
 * What staff did, and every sign-in attempt: who, when, from which address, what. Append-only:
 * a trigger refuses updates and deletes (migration 0007).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** No foreign key: the log outlives what it names, and is never updated. */
    actorId: integer('actor_id'),
    /** The e-mail address as typed on a failed sign-in, or the actor's; kept after an account is gone. */
    actorEmail: text('actor_email'),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_actor_email_idx').on(t.actorEmail, t.at),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
