import type { FastifyRequest } from 'fastify';
import type { SignInProofs } from '../../services/sign-in-proof.js';
import type { StaffCookieOptions } from '../../services/staff-cookie.js';
import type { TwoStepSecrets } from '../../staff/two-step-key.js';
import type { RouteDeps } from '../deps.js';

/** What staff routes are given besides the database: the cookie's settings and the caller's address. */
export interface StaffRouteDeps extends RouteDeps {
  cookie: StaffCookieOptions;
  /** The caller's address as the rate limits read it (`X-Forwarded-For` from trusted proxies only). */
  clientIp: (request: FastifyRequest) => string;
  /** The site's public origin, for the links in staff e-mails. */
  siteUrl: string;
  /** Whether e-mail goes out (`SMTP_URL`), and a nudge for the mail worker when something was queued. */
  mail: { configured: boolean; nudge: () => void };
  /** Days a submission is kept before the daily job erases it (`RETENTION_DAYS`); null when no job runs. */
  retentionDays: number | null;
  /** The proofs of work asked of sign-ins to an account under attack (decision 034). */
  signInProofs: SignInProofs;
  /** Seals and opens two-step secrets with the key kept apart from the database (`TWO_STEP_KEY`). */
  twoStep: TwoStepSecrets;
}
