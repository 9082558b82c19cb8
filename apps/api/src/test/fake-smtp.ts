import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailSettings, MailWorkerTiming } from '../services/mailer.js';

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
 * whether it is turned away: at RCPT TO with a 450, or after DATA with a 451. A recipient in
 * `noSuchMailbox` is refused for good, with a 550.
 */
export interface FakeSmtp {
  port: number;
  accepted: ReceivedMail[];
  refused: ReceivedMail[];
  /** Messages begun so far: the `attempt` that `refuse` is asked about next. */
  attempts: number;
  refuse: (attempt: number) => false | 'rcpt' | 'data';
  /** Addresses (lower case) that do not exist: refused at RCPT TO with a 550. */
  noSuchMailbox: Set<string>;
  close(): Promise<void>;
}

/** One MIME entity's header block: names in lower case, RFC 2047 encoded-words decoded. */
function parseHead(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(
      line.slice(colon + 1).trim(),
    );
  }
  return headers;
}

/** A header's parameter (`boundary`, `charset`), quoted or not. */
function headerParam(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBytes(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** Quoted-printable (and RFC 2047's Q) to bytes: `=XX` is one byte, anything else its UTF-8. */
function quotedPrintableBytes(text: string): Buffer {
  // Split on a capturing group: the odd pieces are the hex pairs.
  const pieces = text.split(/=([0-9A-Fa-f]{2})/);
  return Buffer.concat(pieces.map((piece, i) => Buffer.from(piece, i % 2 ? 'hex' : 'utf8')));
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
/** Encoded-words with only whitespace between them: that whitespace is not part of the text. */
const ENCODED_RUN = /=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=(?:\s+=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)*/g;

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` (RFC 2047) to text. */
function decodeEncodedWords(value: string): string {
  return value.replace(ENCODED_RUN, (run) => {
    // A character's bytes may be split between two words: join the bytes, then decode.
    let text = '';
    let charset: string | undefined;
    let bytes: Buffer[] = [];
    for (const [, wordCharset = '', encoding = '', encoded = ''] of run.matchAll(ENCODED_WORD)) {
      // `UTF-8*hi`: RFC 2231 lets a language follow the charset.
      const next = wordCharset.replace(/\*.*$/, '').toLowerCase();
      if (next !== charset) {
        text += decodeBytes(Buffer.concat(bytes), charset);
        [charset, bytes] = [next, []];
      }
      const b = encoding.toUpperCase() === 'B';
      bytes.push(
        b ? Buffer.from(encoded, 'base64') : quotedPrintableBytes(encoded.replace(/_/g, ' ')),
      );
    }
    return text + decodeBytes(Buffer.concat(bytes), charset);
  });
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  if (raw.startsWith('\r\n')) return { headers: {}, body: raw.slice(2) };
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return { headers: parseHead(raw), body: '' };
  return { headers: parseHead(raw.slice(0, split)), body: raw.slice(split + 4) };
}

/** A body's text, its transfer encoding (quoted-printable, base64) and charset undone. */
function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body.replace(/=\r?\n/g, ''))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64')
        : Buffer.from(body, 'utf8');
  return decodeBytes(bytes, headerParam(headers['content-type'], 'charset')).replace(/\r\n/g, '\n');
}

function mediaType(headers: Record<string, string>): string {
  return (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
}

/** The parts of a `multipart/*` body, between its boundary lines. */
function multipartParts(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let part: string[] | undefined; // undefined: still in the preamble
  for (const line of body.split('\r\n')) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}` || trimmed === `--${boundary}--`) {
      if (part) parts.push(part.join('\r\n'));
      if (trimmed.endsWith('--')) return parts;
      part = [];
    } else {
      part?.push(line);
    }
  }
  if (part) parts.push(part.join('\r\n'));
  return parts;
}

/** The first `text/plain` part that is not an attachment, depth first; undefined when there is none. */
function firstPlainText(headers: Record<string, string>, body: string): string | undefined {
  const type = mediaType(headers);
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(headers['content-type'], 'boundary');
    if (!boundary) return undefined;
    for (const raw of multipartParts(body, boundary)) {
      const part = splitEntity(raw);
      const text = firstPlainText(part.headers, part.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (type !== 'text/plain' || /^\s*attachment/i.test(headers['content-disposition'] ?? ''))
    return undefined;
  return decodeBody(headers, body);
}

/**
 * Headers (encoded-words decoded) and text of a raw message. A `multipart/*` message's text is its
 * first `text/plain` part ('' when it has none); any other message's text is its whole body.
 */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'at'> {
  const { headers, body } = splitEntity(raw);
  const text = mediaType(headers).startsWith('multipart/')
    ? (firstPlainText(headers, body) ?? '')
    : decodeBody(headers, body);
  return { headers, text };
}

export interface FakeSmtpOptions {
  /** The port to listen on (loopback); 0, the default, takes any free one. */
  port?: number;
  /** At most this many of the latest mails are kept in `accepted` (and in `refused`); all by default. */
  keep?: number;
}

function keepLatest(mails: ReceivedMail[], mail: ReceivedMail, keep: number) {
  mails.push(mail);
  if (mails.length > keep) mails.splice(0, mails.length - keep);
}

export async function startFakeSmtp({
  port = 0,
  keep = Infinity,
}: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const fake: Omit<FakeSmtp, 'port' | 'close'> = {
    accepted: [],
    refused: [],
    attempts: 0,
    refuse: () => false,
    noSuchMailbox: new Set(),
  };
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
    onRcptTo(address, session, callback) {
      if (fake.noSuchMailbox.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      }
      if (verdictFor(session) === 'rcpt') {
        return callback(
          Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }),
        );
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
          keepLatest(fake.refused, mail, keep);
          return callback(
            Object.assign(new Error('Temporary local problem, try again later'), {
              responseCode: 451,
            }),
          );
        }
        keepLatest(fake.accepted, mail, keep);
        callback();
      });
    },
  });
  let listening = false;
  await new Promise<void>((resolve, reject) => {
    // Before listening an error (the port is taken) fails the start; after, it is a client's
    // connection failing, which is no reason to stop the server.
    server.on('error', (error) => {
      if (!listening) reject(error);
    });
    server.listen(port, '127.0.0.1', () => {
      listening = true;
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return Object.assign(fake, {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export const FAST: MailWorkerTiming = {
  pollMs: 20,
  retryBaseMs: 100,
  retryMaxMs: 400,
  leaseMs: 30_000,
  batchSize: 20,
};
export const mailSettings = (port: number): MailSettings => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  from: 'Harsh Logistics website <website@harsh.example>',
  to: ['partners@harsh.example', 'ops@harsh.example'],
});
