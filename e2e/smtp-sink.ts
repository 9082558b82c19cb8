/**
 * The end-to-end run's mail server (playwright.config.ts starts it before the site): accepts every
 * mail on SMTP_SINK_PORT and shows them on SMTP_SINK_HTTP_PORT, both on 127.0.0.1, for
 * e2e/mailbox.ts. `npx tsx e2e/smtp-sink.ts`
 *
 *   GET /health            200 once both servers listen
 *   GET /mail?to=ADDRESS   JSON: the mails to ADDRESS (any case), oldest first
 *   GET /mail              JSON: every mail kept (the latest 5000)
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ReceivedMail, startFakeSmtp } from '../apps/api/src/test/fake-smtp';

const KEEP = 5000;

function portFrom(name: string): number {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(
      `${name} must be a port number (1–65535), not ${JSON.stringify(process.env[name])}`,
    );
    process.exit(1);
  }
  return port;
}

const smtpPort = portFrom('SMTP_SINK_PORT');
const httpPort = portFrom('SMTP_SINK_HTTP_PORT');

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

const smtp = await startFakeSmtp({ port: smtpPort, keep: KEEP });

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method !== 'GET') return answer(response, 405, { error: 'GET only' });
  if (url.pathname === '/health')
    return answer(response, 200, { ok: true, mails: smtp.accepted.length });
  if (url.pathname === '/mail') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails: ReceivedMail[] = to
      ? smtp.accepted.filter((mail) => mail.to.some((address) => address.toLowerCase() === to))
      : smtp.accepted;
    return answer(response, 200, mails);
  }
  answer(response, 404, { error: `No ${url.pathname} here: GET /health or /mail?to=ADDRESS` });
});
await new Promise<void>((resolve, reject) => {
  http.once('error', reject);
  http.listen(httpPort, '127.0.0.1', () => resolve());
});
console.log(
  `SMTP sink: smtp://127.0.0.1:${smtp.port}, mail at http://127.0.0.1:${(http.address() as AddressInfo).port}/mail`,
);

function stop() {
  http.close();
  void smtp.close().then(() => process.exit(0));
  // A client that keeps its connection open does not hold the run up.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
