import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  SIGN_IN_FAILURES_BEFORE_LOCK,
  ok,
  RecoveryCodesSchema,
  TotpCodeSchema,
  TotpEnableSchema,
  TotpSetupRequestSchema,
  TotpSetupSchema,
  TotpStateSchema,
  TWO_FACTOR_MESSAGES,
  TWO_STEP_ROLES,
} from '@harsh/contract';
import type { StaffUserRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import {
  acceptTotp,
  newRecoveryCodes,
  recoveryCodesWithout,
  newTotpSecret,
  totpQrDataUri,
  totpUri,
} from '../../services/totp.js';
import { Turns } from '../../services/turns.js';
import { asActor, recordAudit, secondsLocked } from '../../repositories/audit-log.js';
import { clearTwoFactor, findStaffById, updateStaffUser } from '../../repositories/staff.js';
import type { StaffRouteDeps } from './deps.js';

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/**
 * Two-step sign-in for one's own account: set it up (scan, then prove with a code), get new
 * recovery codes, or turn it off (not for admins, who must keep it). Each change is audited.
 */
export const totpRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, clientIp, twoStep },
) => {
  const db = database.db;
  const config = { beforeTwoFactor: true };
  /** The account as it is now (the session's copy may be a request old). */
  const current = async (id: number) => (await findStaffById(db, id))!;
  const audit = (
    request: { staff: { user: StaffUserRow } | null },
    ip: string,
    action: string,
  ) => ({
    ...asActor(request.staff!.user, ip),
    action,
    target: `staff:${request.staff!.user.id}`,
  });
  const codeTurns = new Turns();

  /**
   * Checks a code of someone signed in that proves they hold the app (turning it off, moving it,
   * new recovery codes), one check at a time for each account. A wrong code is
   * audited and counts: five in 15 minutes and the account's codes are refused (429) until the
   * oldest of them leaves the window, as at sign-in. A session alone (left open, or stolen) could
   * otherwise guess at the six digits that turn two-step sign-in off or move it.
   */
  const checkCode = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffUserRow,
    during: string,
    check: () => Promise<T>,
  ) =>
    codeTurns.run(String(user.id), async () => {
      const seconds = await secondsLocked(
        db,
        '2fa_code_failed',
        { actorEmail: user.email, browser: null },
        SIGN_IN_FAILURES_BEFORE_LOCK,
        new Date(),
      );
      if (seconds !== null) {
        reply.header('retry-after', seconds);
        throw new HttpError(429, TWO_FACTOR_MESSAGES.tooManyCodes);
      }
      try {
        return await check();
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) {
          await recordAudit(db, {
            ...audit(request, clientIp(request), '2fa_code_failed'),
            details: { during },
          });
        }
        throw error;
      }
    });
  /** The current code of the app whose sealed secret is `stored`, checked and used up; 422 when it is not right. */
  const useCode = async (
    user: StaffUserRow,
    stored: string | null,
    code: string,
    wrong: string = TWO_FACTOR_MESSAGES.appCodeWrong,
  ) => {
    const secret = twoStep.open(user.id, stored);
    const step = secret ? acceptTotp(secret, code, user.totpLastStep) : null;
    if (step === null) throw new HttpError(422, wrong, { code: [wrong] });
    return step;
  };
  /** A code of the app in use, or one of the recovery codes (for a lost phone): checked and used up. */
  const useCodeOrRecovery = async (user: StaffUserRow, code: string) => {
    const codesLeft = recoveryCodesWithout(user.recoveryCodes, code);
    if (codesLeft) {
      await updateStaffUser(db, user.id, { recoveryCodes: codesLeft });
      return;
    }
    await updateStaffUser(db, user.id, {
      totpLastStep: await useCode(user, user.totpSecret, code, TWO_FACTOR_MESSAGES.codeWrong),
    });
  };

  app.get(
    '/admin/totp',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Whether two-step sign-in is on for this account',
        response: { 200: envelopeSchema(TotpStateSchema), ...errors },
      },
    },
    async (request) => {
      const user = await current(request.staff!.user.id);
      return ok({
        enabled: user.totpEnabledAt !== null,
        required: TWO_STEP_ROLES.includes(user.role),
        recovery_codes_left: user.recoveryCodes.length,
      });
    },
  );

  app.post(
    '/admin/totp/setup',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Start setting up (or moving to another phone, with a code of the app in use): a new secret and its QR code, not yet in use',
        body: TotpSetupRequestSchema,
        response: { 200: envelopeSchema(TotpSetupSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await current(request.staff!.user.id);
      // Moving to another phone asks what turning it off asks: a session alone would get round that.
      if (user.totpEnabledAt !== null) {
        const { code } = request.body;
        if (!code) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
        await checkCode(request, reply, user, 'move', () => useCodeOrRecovery(user, code));
      }
      const secret = newTotpSecret();
      await updateStaffUser(db, user.id, { totpPendingSecret: twoStep.seal(user.id, secret) });
      const uri = totpUri(secret, user.email);
      return ok({ secret, uri, qr: await totpQrDataUri(uri) });
    },
  );

  app.post(
    '/admin/totp/enable',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Finish setting up with a code from the app (and the key shown); answers the recovery codes, once',
        body: TotpEnableSchema,
        response: { 200: envelopeSchema(RecoveryCodesSchema), ...errors },
      },
    },
    async (request) => {
      const user = await current(request.staff!.user.id);
      // A pending secret of someone whose sign-in is on was made after a code of the app in use.
      if (!user.totpPendingSecret) throw new HttpError(409, TWO_FACTOR_MESSAGES.noSetup);
      if (
        request.body.secret !== undefined &&
        request.body.secret !== twoStep.open(user.id, user.totpPendingSecret)
      )
        throw new HttpError(409, TWO_FACTOR_MESSAGES.noSetup);
      // No code of the new app was used yet: the step last used was the old app's (when moving).
      // Not counted: the session that asks was given this secret, so guessing its codes gains nothing,
      // and an admin who mistypes five times is not kept out of the staff side.
      const step = await useCode(
        { ...user, totpLastStep: null },
        user.totpPendingSecret,
        request.body.code,
      );
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await updateStaffUser(tx, user.id, {
          totpSecret: user.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt: new Date().toISOString(),
          totpLastStep: step,
          recoveryCodes: hashes,
        });
        await recordAudit(
          tx,
          audit(request, clientIp(request), user.totpEnabledAt ? '2fa_moved' : '2fa_enabled'),
        );
      });
      return ok({ recovery_codes: codes }, TWO_FACTOR_MESSAGES.enabled);
    },
  );

  app.post(
    '/admin/totp/recovery-codes',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'New recovery codes (the old ones stop working), with a code from the app',
        body: TotpCodeSchema,
        response: { 200: envelopeSchema(RecoveryCodesSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await current(request.staff!.user.id);
      const step = await checkCode(request, reply, user, 'recovery codes', () =>
        useCode(user, user.totpSecret, request.body.code),
      );
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await updateStaffUser(tx, user.id, { totpLastStep: step, recoveryCodes: hashes });
        await recordAudit(tx, audit(request, clientIp(request), '2fa_recovery_codes'));
      });
      return ok({ recovery_codes: codes }, TWO_FACTOR_MESSAGES.newCodes);
    },
  );

  app.post(
    '/admin/totp/disable',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Turn two-step sign-in off (not for admins), with a code from the app',
        body: TotpCodeSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      const user = await current(request.staff!.user.id);
      if (TWO_STEP_ROLES.includes(user.role))
        throw new HttpError(409, TWO_FACTOR_MESSAGES.adminsKeep);
      await checkCode(request, reply, user, 'turning off', () =>
        useCode(user, user.totpSecret, request.body.code),
      );
      await db.transaction(async (tx) => {
        await clearTwoFactor(tx, user.id);
        await recordAudit(tx, audit(request, clientIp(request), '2fa_disabled'));
      });
      return ok(null, TWO_FACTOR_MESSAGES.disabled);
    },
  );
};
