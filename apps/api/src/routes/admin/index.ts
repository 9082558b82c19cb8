import type { FastifyPluginAsync } from 'fastify';
import { registerStaffGuard } from '../../plugins/staff-session.js';
import type { StaffRouteDeps } from './deps.js';
import { staffSessionRoutes } from './session.js';
import { staffSetupRoutes } from './setup.js';
import { auditRoutes } from './audit.js';
import { inboxRoutes } from './inbox.js';
import { dataRequestLogRoutes, dataRequestWorkRoutes } from './data-requests.js';
import { erasureRoutes } from './erasure.js';
import { passwordRoutes } from './password.js';
import { staffAccountRoutes } from './staff.js';
import { totpRoutes } from './totp.js';
import { contentRoutes } from './content.js';
import { contentOrderRoutes } from './content-order.js';
import { previewLinkRoutes } from './preview-links.js';
import { mediaRoutes } from './media.js';

/** The staff calls (`/admin/*`), behind one guard that checks the session and role of each. */
export const adminRoutes: FastifyPluginAsync<StaffRouteDeps & { siteOrigin: string }> = async (
  app,
  deps,
) => {
  registerStaffGuard(app, {
    db: deps.database.db,
    cookie: deps.cookie,
    siteOrigin: deps.siteOrigin,
  });
  await app.register(staffSessionRoutes, deps);
  await app.register(staffSetupRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(inboxRoutes, deps);
  await app.register(dataRequestLogRoutes, deps);
  await app.register(dataRequestWorkRoutes, deps);
  await app.register(erasureRoutes, deps);
  await app.register(staffAccountRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(totpRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(contentOrderRoutes, deps);
  await app.register(previewLinkRoutes, deps);
  await app.register(mediaRoutes, deps);
};
