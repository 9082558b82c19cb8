import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSameOriginPost, siteOrigins } from './same-origin.js';

const SITE_ORIGIN = 'https://www.harshlogistics.in';
const OWN = siteOrigins(SITE_ORIGIN);
const post = (headers: Record<string, string>, host = 'www.harshlogistics.in') =>
  ({ protocol: 'https', host, headers }) as unknown as FastifyRequest;

describe('isSameOriginPost', () => {
  it.each([
    ['its own Origin', { origin: 'https://www.harshlogistics.in' }, true],
    ['another Origin', { origin: 'https://forms.example.net' }, false],
    ['the same host over plain http', { origin: 'http://www.harshlogistics.in' }, false],
    [
      'Origin null, but Sec-Fetch-Site same-origin',
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      true,
    ],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, false],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, false],
    ['only a Referer of its own', { referer: 'https://www.harshlogistics.in/vendors' }, true],
    [
      'only a foreign Referer',
      { referer: 'https://www.harshlogistics.in.example.net/vendors' },
      false,
    ],
    ['a Referer that is not a URL', { referer: 'not a url' }, false],
    ['nothing to tell where it came from', {}, false],
  ])('%s → %s', (_case, headers, expected) => {
    expect(isSameOriginPost(post(headers), OWN)).toBe(expected);
  });

  it('asks the public origin, not the Host the request names (a page of another name pointed here)', () => {
    expect(
      isSameOriginPost(post({ origin: 'https://rebound.example' }, 'rebound.example'), OWN),
    ).toBe(false);
    expect(
      isSameOriginPost(post({ referer: 'https://rebound.example/x' }, 'rebound.example'), OWN),
    ).toBe(false);
    expect(isSameOriginPost(post({ origin: SITE_ORIGIN }, 'internal-name:3000'), OWN)).toBe(true);
  });
});

describe('siteOrigins', () => {
  it('is the public origin alone for a named site', () => {
    expect([...siteOrigins('https://www.harshlogistics.in')]).toEqual([
      'https://www.harshlogistics.in',
    ]);
  });

  it('takes every loopback name of the same port when the site is this machine', () => {
    expect([...siteOrigins('http://localhost:3000')]).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(siteOrigins('http://127.0.0.1:3000').has('http://localhost:3001')).toBe(false);
  });
});
