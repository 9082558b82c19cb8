import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ADMIN_ROLES,
  envelopeSchema,
  ErrorEnvelopeSchema,
  InviteSchema,
  MESSAGES,
  ok,
  STAFF_ROLE_LABELS,
  StaffAccountSchema,
  type StaffAccount,
  StaffSessionInfoSchema,
  StaffUpdateSchema,
} from '@harsh/contract';
import type { StaffUserRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { issueStaffLink } from '../../staff/links.js';
import {
  clearTwoFactor,
  countOtherAdmins,
  createStaffUser,
  deleteUserSession,
  deleteUserSessions,
  findStaffById,
  listStaffAccounts,
  listUserSessions,
  toStaffUser,
  updateStaffUser,
} from '../../repositories/staff.js';
import type { StaffRouteDeps } from './deps.js';
import { deviceName } from './device-name.js';
import { PREVIEW_LINK_ROLES, revokeMakersPreviewLinks } from '../../repositories/preview-links.js';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};
const LinkResult = envelopeSchema(z.object({ link: z.string().nullable() }));

const accountOf = (user: StaffUserRow, sessions: number): StaffAccount => ({
  ...toStaffUser(user),
  state: user.disabledAt ? 'disabled' : user.passwordHash ? 'active' : 'invited',
  created_at: new Date(user.createdAt).toISOString(),
  sessions,
});

/** Staff accounts, for admins: invite, change roles, turn off, see and end sessions, send a new password link. */
export const staffAccountRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, clientIp, siteUrl, mail },
) => {
  const db = database.db;
  const config = { staff: ADMIN_ROLES };
  const audit = (
    request: Parameters<typeof clientIp>[0],
    action: string,
    target: string,
    details: Record<string, unknown> = {},
  ) => ({
    ...asActor(request.staff!.user, clientIp(request)),
    action,
    target,
    details,
  });
  const existing = async (id: number) => {
    const user = await findStaffById(db, id);
    if (!user) throw new HttpError(404, MESSAGES.notFound);
    return user;
  };

  app.get(
    '/admin/staff',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every staff account with its state and live sessions',
        response: { 200: envelopeSchema(z.array(StaffAccountSchema)), ...errors },
      },
    },
    async () =>
      ok((await listStaffAccounts(db, new Date())).map((row) => accountOf(row.user, row.sessions))),
  );

  app.post(
    '/admin/staff',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Invite someone: an account with a role, and a link (7 days) to choose a password',
        body: InviteSchema,
        response: { 200: LinkResult, ...errors },
      },
    },
    async (request) => {
      const { name, email, role } = request.body;
      const made = await db.transaction(async (tx) => {
        const user = await createStaffUser(tx, { email, name, role, passwordHash: null });
        if (!user) return null;
        await recordAudit(tx, audit(request, 'account_invited', `staff:${user.id}`, { role }));
        return {
          link: await issueStaffLink(tx, {
            kind: 'invite',
            user,
            siteUrl,
            mailConfigured: mail.configured,
          }),
        };
      });
      if (!made)
        throw new HttpError(409, ACCOUNT_MESSAGES.alreadyExists, {
          email: [ACCOUNT_MESSAGES.alreadyExists],
        });
      mail.nudge();
      return mail.configured
        ? ok({ link: null }, ACCOUNT_MESSAGES.invited)
        : ok({ link: made.link }, ACCOUNT_MESSAGES.invitedNoMail);
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Change someone's role, or turn their account off or on again",
        params: IdParams,
        body: StaffUpdateSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      const { role, disabled } = request.body;
      if (user.id === request.staff!.user.id)
        throw new HttpError(409, ACCOUNT_MESSAGES.notYourself);
      const losesAdmin =
        user.role === 'admin' &&
        !user.disabledAt &&
        ((role !== undefined && role !== 'admin') || disabled === true);
      await db.transaction(async (tx) => {
        // Checked inside the transaction that makes the change: two admins demoting each other at once cannot both win.
        if (losesAdmin && (await countOtherAdmins(tx, user.id)) === 0)
          throw new HttpError(409, ACCOUNT_MESSAGES.lastAdmin);
        if (role !== undefined && role !== user.role) {
          await updateStaffUser(tx, user.id, { role });
          await recordAudit(
            tx,
            audit(request, 'role_changed', `staff:${user.id}`, { from: user.role, to: role }),
          );
        }
        if (disabled !== undefined && disabled !== Boolean(user.disabledAt)) {
          await updateStaffUser(tx, user.id, {
            disabledAt: disabled ? new Date().toISOString() : null,
          });
          if (disabled) await deleteUserSessions(tx, user.id);
          await recordAudit(
            tx,
            audit(request, disabled ? 'account_disabled' : 'account_enabled', `staff:${user.id}`),
          );
        }
        // Someone who leaves or stops editing takes their preview links along, for good.
        if (disabled === true || (role !== undefined && !PREVIEW_LINK_ROLES.includes(role)))
          await revokeMakersPreviewLinks(tx, user.id);
      });
      // What changed, said as it is: turning off ends their sessions, a role changes their screens.
      if (disabled === true && !user.disabledAt) return ok(null, ACCOUNT_MESSAGES.accountOff);
      if (disabled === false && user.disabledAt) return ok(null, ACCOUNT_MESSAGES.accountOn);
      if (role !== undefined && role !== user.role)
        return ok(null, ACCOUNT_MESSAGES.roleChanged.replace('{role}', STAFF_ROLE_LABELS[role]));
      return ok(null, ACCOUNT_MESSAGES.updated);
    },
  );

  app.get(
    '/admin/staff/:id/sessions',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Someone's live sessions",
        params: IdParams,
        response: { 200: envelopeSchema(z.array(StaffSessionInfoSchema)), ...errors },
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      const sessions = await listUserSessions(db, user.id, new Date());
      return ok(
        sessions.map((s) => ({
          id: s.id.slice(0, 16),
          created_at: new Date(s.createdAt).toISOString(),
          last_seen_at: new Date(s.lastSeenAt).toISOString(),
          ip: s.ip,
          user_agent: s.userAgent,
          device: deviceName(s.userAgent),
        })),
      );
    },
  );

  app.delete(
    '/admin/staff/:id/sessions',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "End all of someone's sessions",
        params: IdParams,
        response: { 200: envelopeSchema(z.object({ ended: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      const ended = await db.transaction(async (tx) => {
        const count = await deleteUserSessions(tx, user.id);
        await recordAudit(
          tx,
          audit(request, 'sessions_revoked', `staff:${user.id}`, { sessions: count }),
        );
        return count;
      });
      return ok({ ended }, ACCOUNT_MESSAGES.sessionsEnded);
    },
  );

  app.delete(
    '/admin/staff/:id/sessions/:session',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'End one session of someone (by the id the session list shows)',
        params: IdParams.extend({ session: z.string().regex(/^[0-9a-f]{16}$/) }),
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      const match = (await listUserSessions(db, user.id, new Date())).find((s) =>
        s.id.startsWith(request.params.session),
      );
      if (!match || !(await deleteUserSession(db, user.id, match.id)))
        throw new HttpError(404, MESSAGES.notFound);
      await recordAudit(db, audit(request, 'session_revoked', `staff:${user.id}`));
      return ok(null, ACCOUNT_MESSAGES.sessionsEnded);
    },
  );

  app.delete(
    '/admin/staff/:id/totp',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          "Turn off someone's two-step sign-in (a lost phone and lost recovery codes); they set it up again",
        params: IdParams,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      if (user.id === request.staff!.user.id)
        throw new HttpError(409, ACCOUNT_MESSAGES.notYourself);
      await db.transaction(async (tx) => {
        await clearTwoFactor(tx, user.id);
        // Whoever holds their sessions signed in with the old second step: those end too.
        await deleteUserSessions(tx, user.id);
        await recordAudit(tx, audit(request, '2fa_reset', `staff:${user.id}`));
      });
      return ok(null, ACCOUNT_MESSAGES.twoStepReset);
    },
  );

  app.post(
    '/admin/staff/:id/password-link',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Send someone a link (30 minutes) to choose a new password',
        params: IdParams,
        response: { 200: LinkResult, ...errors },
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      if (user.disabledAt) throw new HttpError(409, ACCOUNT_MESSAGES.turnedOff);
      const kind = user.passwordHash ? 'reset' : 'invite';
      const link = await db.transaction(async (tx) => {
        await recordAudit(
          tx,
          audit(
            request,
            kind === 'invite' ? 'invitation_resent' : 'password_reset_sent',
            `staff:${user.id}`,
          ),
        );
        return issueStaffLink(tx, { kind, user, siteUrl, mailConfigured: mail.configured });
      });
      mail.nudge();
      return mail.configured
        ? ok({ link: null }, ACCOUNT_MESSAGES.resetSent)
        : ok({ link }, ACCOUNT_MESSAGES.invitedNoMail);
    },
  );
};
