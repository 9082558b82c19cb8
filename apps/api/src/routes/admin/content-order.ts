import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  ContentKindParamsSchema,
  ContentOrderSchema,
  envelopeSchema,
  ErrorEnvelopeSchema,
  isOrderedKind,
  ok,
  type OrderedKind,
  PUBLISH_ROLES,
} from '@harsh/contract';
import { EDITABLES } from '../../content/editable.js';
import {
  achievements,
  clients,
  galleryItems,
  plans,
  projects,
  solutions,
  testimonials,
} from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { listIds, setOrder } from '../../repositories/list-order.js';
import type { StaffRouteDeps } from './deps.js';

/** The table of each list staff order: its `position` is the site's order. */
const ORDERED_TABLES: Record<OrderedKind, PgTable> = {
  gallery: galleryItems,
  testimonials,
  plans,
  projects,
  clients,
  achievements,
  solutions,
};

/** Setting a list's order shows it on the site at once, so it is a publisher's or an admin's call. */

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/**
 * The order of the lists the site shows in staff's order (the gallery, the variants' lists). An
 * order is not a draft: the list's entries are live already, and where each stands is one fact
 * of the list, so it is set directly and audited, as a publish is.
 */
export const contentOrderRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, events, clientIp },
) => {
  const db = database.db;

  app.post(
    '/admin/content/:kind/order',
    {
      config: { staff: PUBLISH_ROLES },
      schema: {
        tags: ['admin'],
        summary:
          'Put a list’s live entries in a new order (every key, first to last); 409 when the list is no longer in the order it was made from (`base`)',
        params: ContentKindParamsSchema,
        body: ContentOrderSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (!isOrderedKind(kind)) throw new HttpError(422, CONTENT_MESSAGES.notOrdered);
      const table = getTableName(ORDERED_TABLES[kind]);
      const ids = request.body.keys.map(Number);
      const base = request.body.base.map(Number);
      await db.transaction(async (tx) => {
        // Holds off other orders of the list and first publishes, which add an entry, until this one is done.
        await tx.execute(sql`lock table ${sql.identifier(table)} in share row exclusive mode`);
        const now = await listIds(tx, table);
        const sameOrder = (a: number[], b: number[]) =>
          a.length === b.length && a.every((id, index) => id === b[index]);
        const reordered =
          ids.length === base.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => base.includes(id));
        if (!sameOrder(base, now) || !reordered)
          throw new HttpError(409, CONTENT_MESSAGES.orderChanged);
        await setOrder(tx, table, ids);
        await recordAudit(tx, {
          ...asActor(request.staff!.user, clientIp(request)),
          action: 'content_reordered',
          target: kind,
          details: { order: ids },
        });
      });
      events.changed({ tables: EDITABLES[kind].tables });
      return ok(null, CONTENT_MESSAGES.reordered);
    },
  );
};
