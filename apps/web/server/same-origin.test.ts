import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './same-origin.js';

const SITE_ORIGIN = 'https://www.harshlogistics.in';
const post = (headers: Record<string, string>, host = 'www.harshlogistics.in') => ({ protocol: 'https', host, headers }) as unknown as FastifyRequest;

describe('isSameOriginPost', () => {
  it.each([
    ['its own Origin', { origin: 'https://www.harshlogistics.in' }, true],
    ['another Origin', { origin: 'https://forms.example.net' }, false],
    ['the same host over plain http', { origin: 'http://www.harshlogistics.in' }, false],
    ['Origin null, but Sec-Fetch-Site same-origin', { origin: 'null', 'sec-fetch-site': 'same-origin' }, true],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, false],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, false],
    ['only a Referer of its own', { referer: 'https://www.harshlogistics.in/vendors' }, true],
    ['only a foreign Referer', { referer: 'https://www.harshlogistics.in.example.net/vendors' }, false],
    ['a Referer that is not a URL', { referer: 'not a url' }, false],
    ['nothing to tell where it came from', {}, false],
  ])('%s → %s', (_case, headers, expected) => {
    expect(isSameOriginPost(post(headers), SITE_ORIGIN)).toBe(expected);
  });

  it('asks the public origin, not the Host the request names (a page of another name pointed here)', () => {
    expect(isSameOriginPost(post({ origin: 'https://rebound.example' }, 'rebound.example'), SITE_ORIGIN)).toBe(false);
    expect(isSameOriginPost(post({ referer: 'https://rebound.example/x' }, 'rebound.example'), SITE_ORIGIN)).toBe(false);
    expect(isSameOriginPost(post({ origin: SITE_ORIGIN }, 'internal-name:3000'), SITE_ORIGIN)).toBe(true);
  });
});
