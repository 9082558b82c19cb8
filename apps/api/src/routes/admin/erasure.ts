import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ROLES,
  envelopeSchema,
  ErasureRequestSchema,
  ErasureResultSchema,
  ErrorEnvelopeSchema,
  ok,
  RetentionSchema,
} from '@harsh/contract';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { type ErasureCount, erasePerson } from '../../repositories/erasure.js';
import type { StaffRouteDeps } from './deps.js';

/** The finding and the erasing of a person: admins only, the same request and answer. */
const personRoute = (summary: string) => ({
  config: { staff: ADMIN_ROLES },
  schema: {
    tags: ['admin'],
    summary,
    body: ErasureRequestSchema,
    response: {
      200: envelopeSchema(ErasureResultSchema),
      401: ErrorEnvelopeSchema,
      403: ErrorEnvelopeSchema,
      422: ErrorEnvelopeSchema,
    },
  },
});

const totalOf = (counts: ErasureCount) => Object.values(counts).reduce((sum, n) => sum + n, 0);
const submissions = (n: number) => `${n} submission${n === 1 ? '' : 's'}`;

/**
 * A person's right to erasure (India's DPDP Act): every submission with their e-mail address or
 * mobile number, across kinds, becomes a tombstone. Admins only. The audit entry records how many
 * were erased, never whose: writing the address there would keep what was erased.
 */
export const erasureRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, events, clientIp, retentionDays },
) => {
  app.get(
    '/admin/erasure',
    {
      config: { staff: ADMIN_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'After how many days submissions are erased by themselves (RETENTION_DAYS)',
        response: {
          200: envelopeSchema(RetentionSchema),
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async () => ok({ retention_days: retentionDays }),
  );

  // What an erasure would take, counted by doing it and rolling it back: nothing is changed or audited.
  app.post(
    '/admin/erasure/preview',
    personRoute(
      "Count a person's submissions an erasure would take, by kind, without erasing them",
    ),
    async (request) => {
      const found = await erasePerson(database.db, request.body, { trial: true });
      const total = totalOf(found);
      return ok(
        { erased: found, total },
        total === 0
          ? 'Nothing matches: no submission has that e-mail address or mobile number.'
          : `${submissions(total)} would be erased.`,
      );
    },
  );

  app.post(
    '/admin/erasure',
    personRoute("Erase a person's submissions by e-mail address and/or mobile number"),
    async (request) => {
      const erased = await erasePerson(database.db, request.body);
      const total = totalOf(erased);
      const actor = request.staff!.user;
      await recordAudit(database.db, {
        ...asActor(actor, clientIp(request)),
        action: 'erasure',
        details: {
          by: [request.body.email ? 'email' : null, request.body.mobile ? 'mobile' : null].filter(
            Boolean,
          ),
          erased,
          total,
        },
      });
      // An erased comment leaves its post.
      if (erased['comment']) events.changed({ tables: ['blog_comments'] });
      return ok(
        { erased, total },
        total === 0
          ? 'Nothing matched: no submission has that e-mail address or mobile number.'
          : `Erased ${submissions(total)}.`,
      );
    },
  );
};
