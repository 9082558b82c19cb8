import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  AUDIT_PAGE_SIZE,
  AuditEntrySchema,
  AuditQuerySchema,
  envelopeSchema,
  ErrorEnvelopeSchema,
  ok,
} from '@harsh/contract';
import { listAudit } from '../../repositories/audit-log.js';
import { nameAuditEntries } from './audit-names.js';
import type { StaffRouteDeps } from './deps.js';

/** The audit log, for admins only. */
export const auditRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (app, { database }) => {
  app.get(
    '/admin/audit',
    {
      config: { staff: ADMIN_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered by action, actor and dates (India time)',
        querystring: AuditQuerySchema,
        response: {
          200: envelopeSchema(
            z.object({
              entries: z.array(AuditEntrySchema),
              total: z.number().int(),
              page: z.number().int(),
              per_page: z.number().int(),
            }),
          ),
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { entries, total } = await listAudit(database.db, request.query, AUDIT_PAGE_SIZE);
      return ok({
        entries: await nameAuditEntries(database.db, entries),
        total,
        page: request.query.page,
        per_page: AUDIT_PAGE_SIZE,
      });
    },
  );
};
