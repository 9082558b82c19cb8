import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type BotCheckAction,
  CONSENT_NOTICE_VERSION,
  envelopeSchema,
  ErrorEnvelopeSchema,
  HONEYPOT_FIELD,
  ok,
} from '@harsh/contract';
import {
  type AcceptedToken,
  botCheckFailed,
  passBotCheck,
} from '../../services/bot-check/index.js';
import type { StoreOutcome } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';

/*
 * What the routes of this folder (`/store/*`) share. Each one: validates the body with the
 * contract's submission schema (422 with field messages), answers a filled honeypot as if all
 * went well, verifies the bot check, stores the submission with its notification in one
 * transaction, and only then answers 201.
 */

/**
 * A stored submission's answer is its message alone: its id, counted up by one a submission,
 * would tell any visitor how many forms the company gets (issue 40). The log has it.
 */
export const submissionResponses = {
  201: envelopeSchema(z.null()),
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** The consent that comes with a submission: the current notice, agreed to now. */
export const consentNow = () => ({ version: CONSENT_NOTICE_VERSION, at: new Date() });

/**
 * A bot filled the field people never see: it is told what a person would be told, so that it
 * learns nothing, and nothing is stored or sent.
 */
export function answeredHoneypot(
  submission: { [HONEYPOT_FIELD]?: string | undefined },
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): FastifyReply | null {
  if (!submission[HONEYPOT_FIELD]) return null;
  request.log.info('honeypot filled: submission answered, not stored');
  return reply.status(201).send(ok(null, message));
}

/**
 * A submission behind the bot check, from the honeypot to the 201: the token is verified, then
 * claimed in the transaction that stores the submission and queues its notification; only after
 * that commit does the visitor hear that it arrived.
 */
export async function acceptBotCheckedSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  { botCheck, notifyQueued }: Pick<SubmissionDeps, 'botCheck' | 'notifyQueued'>,
  submission: {
    captcha?: string | undefined;
    [HONEYPOT_FIELD]?: string | undefined;
    locale: string;
  },
  {
    action,
    message,
    kind,
    store,
  }: {
    action: BotCheckAction;
    message: string;
    kind: string;
    store: (botToken: AcceptedToken) => Promise<StoreOutcome>;
  },
) {
  const honeypot = answeredHoneypot(submission, request, reply, message);
  if (honeypot) return honeypot;
  const token = await passBotCheck(
    botCheck,
    submission.captcha,
    action,
    request.log,
    submission.locale,
  );
  const outcome = await store(token);
  if (!outcome.stored) {
    request.log.info({ reason: outcome.reason }, 'bot check failed');
    throw botCheckFailed(submission.locale);
  }
  request.log.info({ kind, id: outcome.id }, 'submission stored');
  notifyQueued();
  return reply.status(201).send(ok(null, message));
}
