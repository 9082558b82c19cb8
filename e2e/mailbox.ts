import type { ReceivedMail } from '../apps/api/src/test/fake-smtp';

export type { ReceivedMail };

/**
 * The SMTP sink's ports (e2e/smtp-sink.ts), from the site's: 40 and 41 above it, 3250 and 3251
 * for the default 3210. Clear of the site itself, of the many-instances journeys' fixed ports
 * (3231 to 3234, i.e. 21 to 24 above the default) and of the ports they ask the system for
 * (freePort: 32768 and up on Linux).
 */
export function smtpSinkPorts(sitePort: number): { smtpPort: number; httpPort: number } {
  return { smtpPort: sitePort + 40, httpPort: sitePort + 41 };
}

/** The sink of this run, as playwright.config.ts starts it. */
export const SMTP_SINK = smtpSinkPorts(Number(process.env.E2E_PORT ?? 3210));

/** Every mail the sink accepted for `address` (any case), oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const url = `http://127.0.0.1:${SMTP_SINK.httpPort}/mail?to=${encodeURIComponent(address)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The SMTP sink answered ${response.status} for ${url}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * The first mail to `address` that `predicate` accepts, once it has arrived: the sink is asked
 * every 200 ms until `timeoutMs` has passed.
 */
export async function waitForMail(
  address: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    const mail = mails.find(predicate);
    if (mail) return mail;
    if (Date.now() >= deadline) {
      const subjects = mails.map((m) => JSON.stringify(m.headers.subject ?? '')).join(', ');
      throw new Error(
        `No mail to ${address} matched within ${timeoutMs} ms; it received ${mails.length}` +
          (mails.length ? ` (subjects: ${subjects})` : ''),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
