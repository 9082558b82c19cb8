import { startMailWorker } from '../services/mailer.js';
import type { TestApi } from './api.js';
import { FAST, type FakeSmtp, mailSettings } from './fake-smtp.js';

/**
 * Sends everything in the test API's outbox to the fake SMTP server once, as a running site's
 * worker would, then stops: for tests built with `mail: null`, which send mail when they want it.
 */
export async function sendOutbox(t: TestApi, smtp: FakeSmtp, siteUrl: string): Promise<void> {
  const worker = startMailWorker({
    db: t.database.db,
    settings: mailSettings(smtp.port),
    siteUrl,
    timing: FAST,
    log: t.app.log,
  });
  await worker.drain();
  await worker.stop();
}
