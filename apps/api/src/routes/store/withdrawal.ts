import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  ok,
  visitorText,
  WithdrawalRequestSchema,
  WithdrawalSchema,
} from '@harsh/contract';
import { recordAudit } from '../../repositories/audit-log.js';
import { type ConsentLinkTarget, findConsentLink } from '../../repositories/consent-links.js';
import { eraseSubmission, findErasure } from '../../repositories/erasure.js';
import {
  findSubmission,
  inboxKindOf,
  type StoredSubmission,
} from '../../repositories/submissions.js';
import { HttpError } from '../../plugins/errors.js';
import type { RouteDeps } from '../deps.js';

const TokenParamsSchema = z.object({ token: z.string().max(100) });

/**
 * Withdrawing consent (DPDP Act: as easy as giving it) by the link in an acknowledgement e-mail:
 * the site's page reads what a link is for and withdraws it with a button, and a newsletter's
 * `List-Unsubscribe` header does it in one POST (RFC 8058). A withdrawal erases that one
 * submission at once (reason `withdrawal`) and is audited without naming anyone. A link of ours
 * keeps answering after it: "already withdrawn". Reading never acts (mail scanners open links).
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<RouteDeps & { siteUrl: string }> = async (
  app,
  { database, events, siteUrl },
) => {
  const { db } = database;

  /** The link's submission, or a 404 in the visitor's language. */
  async function linked(
    token: string,
    locale: string,
  ): Promise<{ target: ConsentLinkTarget; submission: StoredSubmission }> {
    const target = await findConsentLink(db, token);
    const submission = target && (await findSubmission(db, target.kind, target.submissionId));
    if (!target || !submission)
      throw new HttpError(404, visitorText(locale).withdrawal.unknownLink);
    return { target, submission };
  }

  /** Erases the submission and records it; false when it was erased before. */
  async function withdraw(
    { target, submission }: { target: ConsentLinkTarget; submission: StoredSubmission },
    via: 'link' | 'one_click',
  ): Promise<boolean> {
    const erased = await eraseSubmission(db, target);
    if (Object.keys(erased).length === 0) return false;
    await recordAudit(db, {
      actorId: null,
      actorEmail: 'visitor',
      ip: 'visitor',
      action: 'consent_withdrawn',
      target: `${inboxKindOf(submission)}:${target.submissionId}`,
      details: { via },
    });
    // A withdrawn comment leaves its post.
    if (erased['comment']) events.changed({ tables: ['blog_comments'] });
    return true;
  }

  app.get(
    '/get/withdrawal/:token',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'What a withdrawal link (from an acknowledgement e-mail) is for; changes nothing',
        params: TokenParamsSchema,
        querystring: WithdrawalRequestSchema.pick({ locale: true }),
        response: { 200: envelopeSchema(WithdrawalSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const found = await linked(request.params.token, request.query.locale);
      const kind = inboxKindOf(found.submission);
      const erasure = await findErasure(db, kind, found.target.submissionId);
      // Per person and secret: never kept by a cache on the way.
      reply.header('cache-control', 'no-store');
      return ok({ kind, received_at: found.submission.row.createdAt, withdrawn: erasure !== null });
    },
  );

  app.post(
    '/store/withdrawal',
    {
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary:
          "Withdraws consent to one submission by its link's token: the submission is erased at once",
        body: WithdrawalRequestSchema,
        response: {
          200: envelopeSchema(z.object({ withdrawn: z.literal(true) })),
          404: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { token, locale } = request.body;
      const { withdrawal } = visitorText(locale);
      const done = await withdraw(await linked(token, locale), 'link');
      return ok({ withdrawn: true } as const, done ? withdrawal.done : withdrawal.already);
    },
  );

  // RFC 8058's one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form
  // (urlencoded, or multipart), with no cookie and no Origin. Those two body types are read here only.
  await app.register(async (plain) => {
    const oneClick = plain.withTypeProvider<ZodTypeProvider>();
    plain.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, { raw: body }),
    );
    oneClick.post(
      '/unsubscribe/:token',
      {
        schema: {
          tags: ['enquiries'],
          summary:
            'One-click unsubscribe (RFC 8058) by the `List-Unsubscribe` address of a newsletter e-mail',
          description:
            'The body must be `List-Unsubscribe=One-Click`, urlencoded or as a multipart field; anything else is a 400.',
          params: TokenParamsSchema,
          response: {
            200: envelopeSchema(z.object({ withdrawn: z.literal(true) })),
            400: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const raw = (request.body as { raw?: unknown } | null)?.raw;
        if (typeof raw !== 'string' || !isOneClick(raw, request.headers['content-type'] ?? ''))
          throw new HttpError(400, visitorText('en').withdrawal.badBody);
        const found = await linked(request.params.token, 'en');
        const done = await withdraw(found, 'one_click');
        const { withdrawal } = visitorText(found.submission.row.locale);
        return ok({ withdrawn: true } as const, done ? withdrawal.done : withdrawal.already);
      },
    );
  });

  // Someone opened the header's address in a browser: the page that asks before it acts.
  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Sends a browser to the withdrawal page of the same link',
        params: TokenParamsSchema,
      },
    },
    async (request, reply) => {
      const target = await findConsentLink(db, request.params.token);
      const submission = target && (await findSubmission(db, target.kind, target.submissionId));
      const prefix =
        submission && submission.row.locale !== 'en' ? `/${submission.row.locale}` : '';
      return reply.redirect(
        `${siteUrl}${prefix}/withdraw/${encodeURIComponent(request.params.token)}`,
        303,
      );
    },
  );
};

/** RFC 8058's one field, in either form encoding. */
function isOneClick(body: string, contentType: string): boolean {
  if (contentType.startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  // A multipart body: the part named List-Unsubscribe whose value is One-Click.
  return /content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?\s*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(
    body,
  );
}
