import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailSettings, MailWorkerTiming } from '../plugins/mailer.js';

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  headers: Record<string, string>;
  text: string;
  at: number;
}

/**
 * A real SMTP server (smtp-server) on loopback. `refuse` decides, per message in arrival order,
 * whether it is turned away: at RCPT TO with a 450, or after DATA with a 451.
 */
export interface FakeSmtp {
  port: number;
  accepted: ReceivedMail[];
  refused: ReceivedMail[];
  /** Messages begun so far: the `attempt` that `refuse` is asked about next. */
  attempts: number;
  refuse: (attempt: number) => false | 'rcpt' | 'data';
  close(): Promise<void>;
}

function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'at'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    body = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: body.replace(/\r\n/g, '\n') };
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const fake: Omit<FakeSmtp, 'port' | 'close'> = { accepted: [], refused: [], attempts: 0, refuse: () => false };
  // One verdict per message: a connection's session, decided afresh at each MAIL FROM.
  const verdicts = new WeakMap<object, false | 'rcpt' | 'data'>();
  const verdictFor = (session: object) => {
    if (!verdicts.has(session)) verdicts.set(session, fake.refuse(fake.attempts++));
    return verdicts.get(session)!;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, session, callback) {
      verdicts.delete(session);
      callback();
    },
    onRcptTo(_address, session, callback) {
      if (verdictFor(session) === 'rcpt') {
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          at: Date.now(),
        };
        if (verdictFor(session) === 'data') {
          fake.refused.push(mail);
          return callback(Object.assign(new Error('Temporary local problem, try again later'), { responseCode: 451 }));
        }
        fake.accepted.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(fake, { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

export const FAST: MailWorkerTiming = { pollMs: 20, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 30_000, batchSize: 20 };
export const mailSettings = (port: number): MailSettings => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  from: 'Harsh Logistics website <website@harsh.example>',
  to: ['partners@harsh.example', 'ops@harsh.example'],
});

