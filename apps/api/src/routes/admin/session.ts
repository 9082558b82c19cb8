import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  ok,
  SIGN_IN_FAILURES_PER_NETWORK_ADDRESS,
  SIGN_IN_FAILURES_BEFORE_LOCK,
  SIGNED_IN_BROWSER_DAYS,
  SignInSchema,
  STAFF_MESSAGES,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffSession,
  StaffSessionSchema,
  SignInCodeSchema,
  SignInResultSchema,
  SIGN_IN_LOCK_MINUTES,
  SignInProofRequiredSchema,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_TICKET_MINUTES,
} from '@harsh/contract';
import { networkOf } from '../../services/client-address.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSessionRow, StaffUserRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { Turns } from '../../services/turns.js';
import { verifyPassword } from '../../services/passwords.js';
import {
  clearSessionCookie,
  type KnownBrowser,
  newBrowserToken,
  newToken,
  readBrowserToken,
  readSessionToken,
  sessionIdOf,
  setBrowserCookie,
  setSessionCookie,
} from '../../services/staff-cookie.js';
import {
  asActor,
  countRecent,
  isRecentBrowser,
  recordAudit,
  secondsLocked,
  type SignInScope,
  wasIssuedBrowser,
} from '../../repositories/audit-log.js';
import { claimCaptchaToken } from '../../repositories/used-captcha-tokens.js';
import { MAX_PROOF_LEVEL, proofLevel } from '../../services/sign-in-proof.js';
import {
  consumeStaffToken,
  createSession,
  createStaffToken,
  deleteEndedSessions,
  deleteSession,
  deleteUserSessions,
  findLiveStaffToken,
  findStaffByEmail,
  findStaffById,
  toStaffUser,
  claimTotpStep,
  replaceRecoveryCodes,
} from '../../repositories/staff.js';
import { acceptTotp, recoveryCodesWithout } from '../../services/totp.js';
import type { StaffRouteDeps } from './deps.js';

const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000;
const BROWSER_MS = SIGNED_IN_BROWSER_DAYS * 86_400_000;
/** The browsers an account signed in from last that count as known (decision 030). */
const KNOWN_BROWSERS_PER_ACCOUNT = 5;

const sessionView = (user: StaffUserRow, session: StaffSessionRow): StaffSession => ({
  user: toStaffUser(user),
  session: {
    created_at: new Date(session.createdAt).toISOString(),
    idle_expires_at: new Date(session.idleExpiresAt).toISOString(),
    expires_at: new Date(session.expiresAt).toISOString(),
  },
});

/** The two steps of signing in: the password, then (with two-step sign-in) the code. */
type SignInStep = 'password' | 'code';

/** Who tries to sign in (as the audit log names them): the account if known, the e-mail typed, the network address. */
type Actor = { actorId?: number; actorEmail: string; ip: string };

const SessionEnvelope = envelopeSchema(StaffSessionSchema);
const errors = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/**
 * Signing in and out. The answer to a wrong password and to an unknown address is the same, and
 * takes as long. Failures lock for 15 minutes (decision 030): 20 from one network (an address, or
 * an IPv6 /64), whatever the addresses tried; five for one e-mail address from browsers it has not
 * signed in from; five from a browser it has signed in from, which counts its own, so that anyone
 * who knows an address cannot lock its owner out.
 */
export const staffSessionRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, cookie, clientIp, signInProofs: proofs, twoStep },
) => {
  const db = database.db;
  /**
   * One sign-in step at a time from a network (in this process), and for an account one at a
   * time from the browsers it does not know, and from each it knows: failures are written after
   * the password is checked, so attempts sent all at once, from one network or from many, would
   * each be checked against the count before any of them added to it. (Several instances each
   * take their own turns: at most one attempt more each, per burst.)
   */
  const networkTurns = new Turns();
  const accountTurns = new Turns();

  /**
   * Refuses with 429 and the seconds until it lifts, if `limit` failures in `scope` are in the
   * window. A refusal for an e-mail address is audited; one for a network address is not, so a
   * flood from it does not fill the log.
   */
  async function refuseIfLocked(
    reply: FastifyReply,
    actor: Actor,
    scope: SignInScope,
    limit: number,
    now: Date,
  ) {
    const seconds = await secondsLocked(db, 'sign_in_failed', scope, limit, now);
    if (seconds === null) return;
    if (!('network' in scope))
      await recordAudit(db, { ...actor, action: 'sign_in_refused', details: { reason: 'locked' } });
    reply.header('retry-after', seconds);
    throw new HttpError(429, STAFF_MESSAGES.signInLocked);
  }

  /**
   * The browser's token if `email` signed in from it lately: since the account's sessions last
   * all ended (`sessionsEndedAt`: a new password, turned off, sessions ended, two-step sign-in
   * reset), within 90 days, and among the five browsers it signed in from last. Null for any other
   * browser. Asked for every address, with an account or not, so that how long it takes tells
   * nothing of which addresses have one.
   */
  async function knownBrowser(
    request: FastifyRequest,
    email: string,
    sessionsEndedAt: string | null,
    now: Date,
  ): Promise<KnownBrowser | null> {
    const token = readBrowserToken(request, cookie);
    if (!token) return null;
    const since = Math.max(
      now.getTime() - BROWSER_MS,
      sessionsEndedAt ? Date.parse(sessionsEndedAt) : 0,
    );
    return (await isRecentBrowser(
      db,
      email,
      token.key,
      new Date(since),
      KNOWN_BROWSERS_PER_ACCOUNT,
    ))
      ? token
      : null;
  }

  /**
   * The locks that apply to `actor` from `browser`: a browser the account knows counts its own
   * failures and is not stopped by its network's lock; any other attempt counts with the network's
   * and with the account's other failures.
   */
  async function refuseIfLockedOut(
    reply: FastifyReply,
    actor: Actor,
    browser: KnownBrowser | null,
    step: SignInStep,
  ) {
    const now = new Date();
    if (browser !== null)
      return refuseIfLocked(
        reply,
        actor,
        { actorEmail: actor.actorEmail, browser: browser.key },
        SIGN_IN_FAILURES_BEFORE_LOCK,
        now,
      );
    await refuseIfLocked(
      reply,
      actor,
      { network: networkOf(actor.ip) },
      SIGN_IN_FAILURES_PER_NETWORK_ADDRESS,
      now,
    );
    // A password from a browser the account does not know is slowed by a proof of work, never
    // locked (`requireProof`, in the account's turn); a code, which only someone with the password
    // gets to try, still locks after five wrong ones.
    if (step === 'code')
      await refuseIfLocked(
        reply,
        actor,
        { actorEmail: actor.actorEmail, browser: null, reason: 'wrong_code' },
        SIGN_IN_FAILURES_BEFORE_LOCK,
        now,
      );
  }

  /**
   * Once the account has had several failed sign-ins from browsers it does not know (15 minutes),
   * a password from such a browser is tried only with a proof of work for this address, of a level
   * that grows with those failures, each proof good once (decision 034). Without one, the answer
   * is 428 with the challenge to solve; nothing is counted.
   */
  async function requireProof(email: string, proof: string | undefined) {
    const failures = await countRecent(
      db,
      'sign_in_failed',
      { actorEmail: email, browser: null },
      new Date(Date.now() - SIGN_IN_LOCK_MINUTES * 60_000),
      MAX_PROOF_LEVEL + SIGN_IN_FAILURES_BEFORE_LOCK,
    );
    const level = proofLevel(failures);
    if (level === 0) return;
    const solved = await proofs.verify(email, proof, level);
    if (solved && (await claimCaptchaToken(db, solved))) return;
    const message = proof ? STAFF_MESSAGES.signInCheckFailed : STAFF_MESSAGES.signInCheck;
    throw new HttpError(428, message, { challenge: await proofs.challenge(email, level) });
  }

  /**
   * Runs a sign-in step for `actor` in its account's turn (by the browser it comes from, known or
   * not), once the locks let it. A locked attempt is refused at once (by the account as it was,
   * `before`), without waiting for a turn; in the turn, the account is read again (`readUser`), so
   * that a new password or ended sessions while the attempt waited count.
   */
  async function inAccountTurn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    actor: Actor,
    before: StaffUserRow | null,
    readUser: () => Promise<StaffUserRow | null>,
    { kind, proof }: { kind: SignInStep; proof?: string },
    step: (user: StaffUserRow | null, browser: KnownBrowser | null) => Promise<T>,
  ): Promise<T> {
    const early = await knownBrowser(
      request,
      actor.actorEmail,
      before?.sessionsEndedAt ?? null,
      new Date(),
    );
    await refuseIfLockedOut(reply, actor, early, kind);
    return accountTurns.run(`${actor.actorEmail} ${early?.key ?? ''}`, async () => {
      const user = await readUser();
      const browser =
        early &&
        (await knownBrowser(request, actor.actorEmail, user?.sessionsEndedAt ?? null, new Date()));
      await refuseIfLockedOut(reply, actor, browser, kind);
      if (browser === null && kind === 'password') await requireProof(actor.actorEmail, proof);
      return step(user, browser);
    });
  }

  /**
   * A failed step, audited, and so counted: under its network (an IPv6 client's /64, which one
   * household or server usually holds whole), and under the browser it came from when that one is
   * known for the account.
   */
  function recordFailure(actor: Actor, reason: string, browser: string | null) {
    const network = networkOf(actor.ip);
    const details = {
      reason,
      ...(network !== actor.ip && { network }),
      ...(browser && { browser }),
    };
    return recordAudit(db, { ...actor, action: 'sign_in_failed', details });
  }

  app.post(
    '/admin/session',
    {
      config: { staff: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: SignInSchema,
        response: {
          200: envelopeSchema(SignInResultSchema),
          401: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          428: SignInProofRequiredSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    (request, reply) =>
      networkTurns.run(networkOf(clientIp(request)), async () => {
        const ip = clientIp(request);
        const { email, password, proof } = request.body;
        const readUser = () => findStaffByEmail(db, email);
        return inAccountTurn(
          request,
          reply,
          { actorEmail: email, ip },
          await readUser(),
          readUser,
          { kind: 'password', proof },
          async (user, browser) => {
            const usable = user && user.passwordHash && !user.disabledAt ? user : null;
            const passwordRight = await verifyPassword(usable?.passwordHash ?? null, password);
            if (!usable || !passwordRight) {
              const reason = !user
                ? 'unknown_email'
                : user.disabledAt
                  ? 'disabled'
                  : !user.passwordHash
                    ? 'no_password'
                    : 'wrong_password';
              await recordFailure(
                { actorId: user?.id, actorEmail: email, ip },
                reason,
                browser?.key ?? null,
              );
              throw new HttpError(401, STAFF_MESSAGES.signInFailed);
            }
            if (usable.totpEnabledAt) {
              // The password is right; the code comes next, within a few minutes, with this ticket.
              const { token, id } = newToken();
              await createStaffToken(db, {
                id,
                kind: 'two_factor',
                userId: usable.id,
                expiresAt: new Date(Date.now() + TWO_FACTOR_TICKET_MINUTES * 60_000),
              });
              return ok(
                { code_required: true as const, ticket: token },
                TWO_FACTOR_MESSAGES.codeRequired,
              );
            }
            return startSession(request, reply, usable, browser, {});
          },
        );
      }),
  );

  app.post(
    '/admin/session/code',
    {
      config: { staff: 'public' },
      schema: {
        tags: ['admin'],
        summary:
          'Second step of signing in: the code from the authenticator app, or a recovery code',
        body: SignInCodeSchema,
        response: {
          200: SessionEnvelope,
          401: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    (request, reply) =>
      networkTurns.run(networkOf(clientIp(request)), async () => {
        const ticketId = sessionIdOf(request.body.ticket);
        const ticket = await findLiveStaffToken(db, ticketId, 'two_factor', new Date());
        const found = ticket?.userId ? await findStaffById(db, ticket.userId) : null;
        if (!found) throw new HttpError(401, TWO_FACTOR_MESSAGES.ticketExpired);
        const ip = clientIp(request);
        return inAccountTurn(
          request,
          reply,
          asActor(found, ip),
          found,
          () => findStaffById(db, found.id),
          { kind: 'code' },
          async (user, browser) => {
            if (!user || user.disabledAt || !user.totpSecret)
              throw new HttpError(401, TWO_FACTOR_MESSAGES.ticketExpired);
            // A secret that does not open (the key was lost or changed) accepts recovery codes only.
            const secret = twoStep.open(user.id, user.totpSecret);
            const step = secret
              ? acceptTotp(secret, request.body.code, user.totpLastStep, Date.now())
              : null;
            const codesLeft =
              step === null ? recoveryCodesWithout(user.recoveryCodes, request.body.code) : null;
            // The code's step or the recovery code is used once: taken only if no other request took it first.
            const taken =
              step !== null
                ? await claimTotpStep(db, user.id, step)
                : codesLeft !== null
                  ? await replaceRecoveryCodes(db, user.id, user.recoveryCodes, codesLeft)
                  : false;
            if (!taken) {
              await recordFailure(asActor(user, ip), 'wrong_code', browser?.key ?? null);
              throw new HttpError(401, TWO_FACTOR_MESSAGES.codeWrong);
            }
            // The ticket too.
            if (!(await consumeStaffToken(db, ticketId, 'two_factor', new Date())))
              throw new HttpError(401, TWO_FACTOR_MESSAGES.ticketExpired);
            return startSession(request, reply, user, browser, {
              two_factor: codesLeft !== null ? 'recovery_code' : 'totp',
            });
          },
        );
      }),
  );

  /**
   * A new session (new token) for a signed-in person; whatever session the browser had before
   * ends. A browser keeps a token this server gave it (one someone signed in with lately: two
   * people may share a computer); any other gets a new one, made here.
   */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffUserRow,
    known: KnownBrowser | null,
    details: Record<string, unknown>,
  ) {
    const now = new Date();
    const ip = clientIp(request);
    const previous = readSessionToken(request, cookie);
    if (previous) await deleteSession(db, sessionIdOf(previous));
    await deleteEndedSessions(db, now);
    const { token, id } = newToken();
    const presented = known ? null : readBrowserToken(request, cookie);
    const issued =
      presented && (await wasIssuedBrowser(db, presented.key, new Date(now.getTime() - BROWSER_MS)))
        ? presented
        : null;
    const browser = known ?? issued ?? newBrowserToken();
    const session = await database.db.transaction(async (tx) => {
      const created = await createSession(tx, {
        id,
        userId: user.id,
        idleExpiresAt: new Date(now.getTime() + IDLE_MS),
        expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
        ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      });
      await recordAudit(tx, {
        ...asActor(user, ip),
        action: 'sign_in',
        details: { ...details, browser: browser.key },
      });
      return created;
    });
    setSessionCookie(reply, cookie, token, ABSOLUTE_MS / 1000);
    setBrowserCookie(reply, cookie, browser.token, BROWSER_MS / 1000);
    return ok(sessionView(user, session), STAFF_MESSAGES.signedIn);
  }

  app.get(
    '/admin/session',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['admin'],
        summary: 'Who is signed in, and until when',
        response: { 200: SessionEnvelope, ...errors },
      },
    },
    async (request) => ok(sessionView(request.staff!.user, request.staff!.session)),
  );

  app.delete(
    '/admin/session',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['admin'],
        summary: 'Sign out this browser',
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = request.staff!;
      await database.db.transaction(async (tx) => {
        await deleteSession(tx, session.id);
        await recordAudit(tx, { ...asActor(user, clientIp(request)), action: 'sign_out' });
      });
      clearSessionCookie(reply, cookie);
      return ok(null, STAFF_MESSAGES.signedOut);
    },
  );

  app.delete(
    '/admin/sessions',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['admin'],
        summary: 'Sign out everywhere: end every session of this account',
        response: { 200: envelopeSchema(z.object({ ended: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.staff!;
      const ended = await database.db.transaction(async (tx) => {
        const count = await deleteUserSessions(tx, user.id);
        await recordAudit(tx, {
          ...asActor(user, clientIp(request)),
          action: 'sign_out_everywhere',
          details: { sessions: count },
        });
        return count;
      });
      clearSessionCookie(reply, cookie);
      return ok({ ended }, STAFF_MESSAGES.signedOutEverywhere);
    },
  );
};
