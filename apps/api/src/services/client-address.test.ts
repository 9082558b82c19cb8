import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  isLoopback,
  isTrustedProxyEntry,
  trustedProxyCheck,
} from './client-address.js';

const request = (remoteAddress: string | undefined, forwardedFor?: string | string[]) =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress },
  }) as unknown as FastifyRequest;

describe('isTrustedProxyEntry', () => {
  const good = [
    'loopback',
    '10.0.0.1',
    '10.0.0.0/8',
    '0.0.0.0/0',
    '192.168.1.0/32',
    '::1',
    'fd00::/8',
    '2001:db8::/128',
  ];
  const bad = [
    ...['', 'localhost', 'proxy.example.com', '10.0.0.256', ' 10.0.0.1'],
    ...['10.0.0.0/33', '2001:db8::/129', '10.0.0.0/', '10.0.0.0/8/1', '10.0.0.0/x'],
  ];

  it.each(good)('accepts %s', (entry) => {
    expect(isTrustedProxyEntry(entry)).toBe(true);
  });

  it.each(bad)('refuses %j', (entry) => {
    expect(isTrustedProxyEntry(entry)).toBe(false);
  });
});

describe('trustedProxyCheck', () => {
  it('trusts the loopback addresses for "loopback", in either family', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.10.20.30')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback('::2')).toBe(false);
    expect(isLoopback('')).toBe(false);
    expect(isLoopback('not an address')).toBe(false);
  });

  it('trusts single addresses and subnets, IPv4 (also IPv4-mapped) and IPv6', () => {
    const trusted = trustedProxyCheck(['10.1.2.3', '172.16.0.0/12', '2001:db8:1::/48']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('10.1.2.4')).toBe(false);
    expect(trusted('172.31.255.255')).toBe(true);
    expect(trusted('172.32.0.0')).toBe(false);
    expect(trusted('2001:db8:1:ffff::1')).toBe(true);
    expect(trusted('2001:db8:2::1')).toBe(false);
    // Not loopback unless it is listed.
    expect(trusted('127.0.0.1')).toBe(false);
  });

  it('throws on an entry that is neither an address nor a subnet', () => {
    expect(() => trustedProxyCheck(['lb.internal'])).toThrow(/lb\.internal/);
  });
});

describe('clientAddress', () => {
  const loopbackOnly = trustedProxyCheck(['loopback']);
  const behindBalancer = trustedProxyCheck(['loopback', '10.0.0.0/8']);

  it('is the peer when no header comes', () => {
    expect(clientAddress(request('203.0.113.7'), loopbackOnly)).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:203.0.113.7'), loopbackOnly)).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), loopbackOnly)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.5', '198.51.100.1'), loopbackOnly)).toBe('10.0.0.5');
  });

  it('believes the last hop a trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), loopbackOnly)).toBe('198.51.100.1');
    // The client claimed 1.1.1.1; the proxy appended the address it saw.
    expect(clientAddress(request('127.0.0.1', '1.1.1.1, 198.51.100.1'), loopbackOnly)).toBe(
      '198.51.100.1',
    );
  });

  it('steps back through every trusted proxy, and stops at the first untrusted hop', () => {
    // client → balancer 10.0.0.9 → local proxy → app
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 10.0.0.9'), behindBalancer)).toBe(
      '198.51.100.1',
    );
    expect(
      clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.9'), behindBalancer),
    ).toBe('198.51.100.1');
    // With only loopback trusted, the balancer is the client.
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 10.0.0.9'), loopbackOnly)).toBe(
      '10.0.0.9',
    );
  });

  it('reads several X-Forwarded-For headers as one list, ignoring blanks', () => {
    expect(clientAddress(request('127.0.0.1', ['6.6.6.6', '198.51.100.1']), loopbackOnly)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, ,'), loopbackOnly)).toBe(
      '198.51.100.1',
    );
  });

  it('stays at the trusted proxy when every hop is trusted, or the header is empty', () => {
    expect(clientAddress(request('127.0.0.1', '10.0.0.9'), behindBalancer)).toBe('10.0.0.9');
    expect(clientAddress(request('127.0.0.1', ''), loopbackOnly)).toBe('127.0.0.1');
  });

  it('reads a hop as proxies write it (brackets, a port), and stops at a hop that is no address', () => {
    expect(clientAddress(request('127.0.0.1', '[2001:db8:aa:bb::5]'), loopbackOnly)).toBe(
      '2001:db8:aa:bb::5',
    );
    expect(clientAddress(request('127.0.0.1', '[2001:db8::5]:443'), loopbackOnly)).toBe(
      '2001:db8::5',
    );
    expect(clientAddress(request('127.0.0.1', '198.51.100.1:5678'), loopbackOnly)).toBe(
      '198.51.100.1',
    );
    // A made-up string is nobody's address: the proxy that passed it on is the client.
    expect(clientAddress(request('127.0.0.1', 'made-up-1'), loopbackOnly)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, unknown'), loopbackOnly)).toBe(
      '127.0.0.1',
    );
  });
});
