import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { freePort } from '../../apps/api/src/test/free-port';
import { join } from 'node:path';
import { promisify } from 'node:util';

/*
 * nginx with deploy/nginx/harsh-logistics.conf, as the recipe in deploy/README.md installs it,
 * for a test to put in front of site processes: the same file, its placeholders (ports, the
 * certificate) replaced by this run's.
 */

/** The name the configuration serves, and the certificate made for this run names. */
export const SITE_NAME = 'www.example.in';

const DEPLOY_CONF = new URL('../../deploy/nginx/harsh-logistics.conf', import.meta.url);
const exec = promisify(execFile);

/** nginx's program (Debian's, or one installed by hand), or null when there is none. */
export function nginxPath(): string | null {
  return (
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) =>
      existsSync(path),
    ) ?? null
  );
}

export { freePort };

export interface Certificate {
  certPath: string;
  keyPath: string;
  /** The certificate itself: the one authority the test's client trusts. */
  pem: Buffer;
}

/** A self-signed certificate for SITE_NAME, made by openssl into `dir`, good for a day. */
export async function selfSignedCertificate(dir: string): Promise<Certificate> {
  const certPath = join(dir, 'fullchain.pem');
  const keyPath = join(dir, 'privkey.pem');
  const newKey = [
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyPath,
  ];
  const subject = ['-subj', `/CN=${SITE_NAME}`, '-addext', `subjectAltName=DNS:${SITE_NAME}`];
  await exec('openssl', ['req', '-x509', ...newKey, ...subject, '-days', '1', '-out', certPath]);
  return { certPath, keyPath, pem: readFileSync(certPath) };
}

export interface ConfPorts {
  /** The instances' ports, in place of the file's 3001 and 3002. */
  upstreams: readonly [number, number];
  http: number;
  https: number;
}

/**
 * deploy/nginx/harsh-logistics.conf with this run's ports and certificate. Each placeholder must
 * be found as the file writes it: a changed file fails here, rather than leaving a placeholder
 * that would make the test run something other than the file. It listens on loopback IPv4 only
 * (a test machine may have no IPv6); everything else is the file as it stands.
 */
export function deployConf(
  source: string,
  ports: ConfPorts,
  certificate: Certificate,
  dir: string,
): string {
  const replacements: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.upstreams[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.upstreams[1]} `],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    [`/etc/letsencrypt/live/${SITE_NAME}/fullchain.pem`, certificate.certPath],
    [`/etc/letsencrypt/live/${SITE_NAME}/privkey.pem`, certificate.keyPath],
  ];
  let conf = source;
  for (const [placeholder, value] of replacements) {
    const count = conf.split(placeholder).length - 1;
    if (count !== 1)
      throw new Error(
        `deploy/nginx/harsh-logistics.conf: expected "${placeholder}" once, found it ${count} times`,
      );
    conf = conf.replace(placeholder, value);
  }
  // The file's private access log, in this run's directory; beside it, in each server, the log of
  // the instances each request went to, which the tests read.
  const accessLog = 'access_log /var/log/nginx/harsh-logistics.access.log harsh_private;';
  if (conf.split(accessLog).length - 1 !== 2)
    throw new Error(
      `deploy/nginx/harsh-logistics.conf: expected "${accessLog}" in each of its two servers`,
    );
  conf = conf.replaceAll(
    accessLog,
    `access_log ${join(dir, 'private.log')} harsh_private; access_log ${join(dir, 'access.log')} upstreams;`,
  );
  const ipv6 = /^\s*listen \[::\]:\d+[^;]*;\n/gm;
  if ((conf.match(ipv6) ?? []).length !== 2)
    throw new Error('deploy/nginx/harsh-logistics.conf: expected two IPv6 listen lines');
  return conf.replace(ipv6, '');
}

/** One line of the access log: which instances a request went to, and what each answered. */
export interface AccessLine {
  /** When nginx finished the request, in milliseconds since the epoch. */
  at: number;
  method: string;
  uri: string;
  status: number;
  /** Every instance tried, in order (`127.0.0.1:PORT`); a retried request names two. */
  upstreams: string[];
  upstreamStatuses: string[];
  /** From the request's first byte to the answer's last, in milliseconds. */
  took: number;
}

export interface RunningNginx {
  http: number;
  https: number;
  accessLog(): Promise<AccessLine[]>;
  /** The access log as deploy/nginx/harsh-logistics.conf writes it, for an operator to read. */
  privateLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground, a child of the test, with deploy/nginx/harsh-logistics.conf included
 * in a main configuration of its own (the part /etc/nginx/nginx.conf plays on a server): temporary
 * paths and logs in `dir`, and an access log that names the instances each request went to.
 */
export async function startNginx(
  dir: string,
  upstreams: readonly [number, number],
  certificate: Certificate,
): Promise<RunningNginx> {
  const nginx = nginxPath();
  if (!nginx) throw new Error('nginx is not installed');
  await mkdir(join(dir, 'temp'), { recursive: true });
  const ports = { upstreams, http: await freePort(), https: await freePort() };
  await writeFile(
    join(dir, 'harsh-logistics.conf'),
    deployConf(await readFile(DEPLOY_CONF, 'utf8'), ports, certificate, dir),
  );
  const temp = (name: string) => join(dir, 'temp', name);
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      // As root (CI), workers would run as nobody, who may not enter this run's private directory.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 2;',
      'events { worker_connections 1024; }',
      'http {',
      '  log_format upstreams "$msec\\t$request_method\\t$request_uri\\t$status\\t' +
        '$upstream_addr\\t$upstream_status\\t$request_time";',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${join(dir, 'harsh-logistics.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    nginx,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      'stderr',
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')};`,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const started = Date.now();
  while (!(await accepts(ports.https))) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${output}`);
    if (Date.now() - started > 10_000)
      throw new Error(`nginx did not listen within 10 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    http: ports.http,
    https: ports.https,
    accessLog: async () =>
      parseAccessLog(await readFile(join(dir, 'access.log'), 'utf8').catch(() => '')),
    privateLog: () => readFile(join(dir, 'private.log'), 'utf8').catch(() => ''),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // QUIT: finish what is under way, as `systemctl reload`'s old workers do; then KILL.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

function parseAccessLog(text: string): AccessLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [
        at = '',
        method = '',
        uri = '',
        status = '',
        upstreams = '-',
        upstreamStatuses = '-',
        took = '',
      ] = line.split('\t');
      return {
        at: Math.round(Number(at) * 1000),
        method,
        uri,
        status: Number(status),
        upstreams: upstreams === '-' ? [] : upstreams.split(', '),
        upstreamStatuses: upstreamStatuses === '-' ? [] : upstreamStatuses.split(', '),
        took: Math.round(Number(took) * 1000),
      };
    });
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Why the request failed as a whole (no connection, a body cut short); unset when it did not. */
  error?: string;
}

/**
 * A visitor's HTTPS client for nginx on loopback: it asks for SITE_NAME (SNI and Host) and trusts
 * only this run's certificate, so the certificate is checked as a browser would check it.
 */
export function visitor(certificate: Certificate, port: number) {
  const agent = new https.Agent({ ca: certificate.pem, keepAlive: true, maxSockets: 16 });
  const request = (method: 'GET' | 'POST', path: string, body?: string) =>
    new Promise<Answer>((resolve) => {
      const headers: Record<string, string> = { host: SITE_NAME };
      if (body !== undefined)
        Object.assign(headers, {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        });
      const sent = https.request(
        { host: '127.0.0.1', port, servername: SITE_NAME, method, path, agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => undefined);
          // `complete` is false when the connection ended before the whole body came.
          response.on('close', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ...(response.complete ? {} : { error: 'the body was cut short' }),
            }),
          );
        },
      );
      sent.on('error', (error) =>
        resolve({ status: 0, headers: {}, body: '', error: error.message }),
      );
      sent.end(body);
    });
  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body: object) => request('POST', path, JSON.stringify(body)),
    close: () => agent.destroy(),
  };
}
