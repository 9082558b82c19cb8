import { solvedCaptcha } from './altcha.js';
import { partnerEnquiry } from './submissions.js';

/** An enquiry the server answered 201, by the message that tells it apart (the answer names no id). */
export interface Acknowledged {
  marker: string;
}

export interface EnquiryStream {
  /** In the order the answers came. */
  acknowledged: Acknowledged[];
  /** Anything but a 201, as `status body` or the error. */
  failures: string[];
  /** Lets the posts under way finish, and sends no more. */
  stop(): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 5_000;

/**
 * Visitors sending business partner enquiries to the server at `baseUrl` one after another, each
 * solving the bot check as a browser does, until stopped. The server's rate limits must allow it.
 */
export function streamEnquiries(
  baseUrl: string,
  { senders = 3, label = 'stream' } = {},
): EnquiryStream {
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let stopped = false;

  async function sender(senderId: number) {
    for (let n = 0; !stopped; n++) {
      const marker = `${label} sender ${senderId} enquiry ${n}`;
      try {
        const captcha = await solvedCaptcha(baseUrl);
        const response = await fetch(`${baseUrl}/api/store/partner`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            partnerEnquiry({ name: `Sender ${senderId}`, message: marker, captcha }),
          ),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await response.json()) as { status: number };
        if (response.status === 201 && body.status === 1) acknowledged.push({ marker });
        else failures.push(`${response.status} ${JSON.stringify(body)}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
  }

  const running = Promise.all(Array.from({ length: senders }, (_, i) => sender(i + 1)));
  return {
    acknowledged,
    failures,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
