import { BlockList, isIP } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking. `X-Forwarded-For` can be written by anyone, so it is believed only when the
 * connection comes from a trusted proxy: by default the machine itself (`loopback`), which covers
 * the site server's in-process calls and a reverse proxy on the same host. Further proxies
 * (a load balancer's addresses or subnets) are added with `TRUST_PROXY`.
 */

/** `loopback`, an IP address, or a subnet in CIDR notation (`10.0.0.0/8`). */
export type TrustedProxyEntry = string;

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

function parseEntry(
  entry: string,
): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const kind = family(address);
  if (!kind || rest.length > 0) return null;
  if (bits === undefined) return { address, family: kind };
  const prefix = Number(bits);
  const max = kind === 'ipv4' ? 32 : 128;
  return /^\d+$/.test(bits) && prefix <= max ? { address, prefix, family: kind } : null;
}

export function isTrustedProxyEntry(entry: string): boolean {
  return entry === 'loopback' || parseEntry(entry) !== null;
}

/** `::ffff:127.0.0.1` is 127.0.0.1. */
const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** A test for "is this address one of our proxies?", also usable as Fastify's `trustProxy`. */
export function trustedProxyCheck(
  entries: readonly TrustedProxyEntry[],
): (address: string) => boolean {
  const trusted = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      trusted.addSubnet('127.0.0.0', 8, 'ipv4');
      trusted.addAddress('::1', 'ipv6');
      continue;
    }
    const parsed = parseEntry(entry);
    if (!parsed) throw new Error(`Not an IP address or subnet: ${entry}`);
    if (parsed.prefix === undefined) trusted.addAddress(parsed.address, parsed.family);
    else trusted.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    const plain = unmapped(address);
    const kind = family(plain);
    return kind !== null && trusted.check(plain, kind);
  };
}

export const isLoopback = trustedProxyCheck(['loopback']);

/**
 * A hop of `X-Forwarded-For` as an address: written as some proxies write it (`[2001:db8::5]`,
 * with a port, `203.0.113.5:443`), or null when it is no IP address at all.
 */
function hopAddress(hop: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  const address = unmapped(bracketed?.[1] ?? withPort?.[1] ?? hop);
  return isIP(address.split('%')[0]!) ? address : null;
}

/** The hops of `X-Forwarded-For`, left to right, however many headers carry them. */
function forwardedHops(request: FastifyRequest): string[] {
  const header = request.headers['x-forwarded-for'];
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
}

/**
 * Whether a request was made on this machine: its connection comes from loopback, and so does
 * every address `X-Forwarded-For` names. The trusted proxies play no part: nginx on this machine
 * connects from loopback too, and passes a visitor's request on with the visitor's address
 * appended, which is not from here; a hop that is no address is not from here either.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return false;
  return forwardedHops(request).every((hop) => {
    const address = hopAddress(hop);
    return address !== null && isLoopback(address);
  });
}

/**
 * The client's address: start at the connection's peer and, while that is a trusted proxy, step
 * back through `X-Forwarded-For` (right to left, the order proxies append in). A hop that is no
 * address ends the walk at the proxy that passed it on: each made-up string would otherwise be a
 * client of its own to every per-address limit.
 */
export function clientAddress(
  request: FastifyRequest,
  isTrustedProxy: (address: string) => boolean,
): string {
  const hops = forwardedHops(request);
  let address = unmapped(request.socket.remoteAddress ?? '');
  while (hops.length > 0 && isTrustedProxy(address)) {
    const next = hopAddress(hops.pop()!);
    if (next === null) break;
    address = next;
  }
  return address;
}

/**
 * The network an address counts as for the per-address limits: an IPv4 address itself, an IPv6
 * address's /64 (which one household or server usually holds whole), as the rate limits key it.
 */
export const networkOf = (address: string): string => normalizeIP(address);
