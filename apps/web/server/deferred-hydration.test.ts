import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferred-hydration.js';
import { markedScriptHashes } from './page-cache.js';

const MARKER = 'bWFya2VyLW9mLXRoaXMtcmVuZGVy';

/** The shape of what React Router writes into a page rendered for everyone (abridged). */
const PAGE = [
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="${MARKER}"/><link rel="modulepreload" href="/assets/root.js" nonce="${MARKER}"/>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>About us</h1>',
  // Text that got into the page some other way than React Router: never allowed to run.
  '<div class="prose-content"><script>alert(1)</script></div></main>',
  `<script nonce="${MARKER}">window.__reactRouterContext = {"ssr":true};</script>`,
  `<script nonce="${MARKER}" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`,
  '</body></html>',
].join('');

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('deferHydration', () => {
  const { html: deferred, hashes } = markedScriptHashes(deferHydration(PAGE, MARKER), MARKER);

  it('leaves nothing for the browser to fetch or run before the page has loaded', () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('<script type="module"');
    // A script the browser does not run is a data block, which may not carry `async`.
    expect(deferred).not.toMatch(/<script type="text\/x-deferred-module"[^>]* async/);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(deferred).toContain('<main><h1>About us</h1>');
  });

  it('runs the same module script on load, which the page policy allows by the same hash', () => {
    expect(deferred).toContain('addEventListener("load"');
    const moduleText = /<script type="text\/x-deferred-module">([\s\S]*?)<\/script>/.exec(deferred)![1]!;
    expect(moduleText).toBe('import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");');
    expect(hashes).toContain(hashOf(moduleText));
  });

  it('leaves pages React Router did not write as they are', () => {
    const plain = '<!doctype html><p>Busy</p>';
    expect(deferHydration(plain, MARKER)).toBe(plain);
  });
});

describe('markedScriptHashes', () => {
  const { html, hashes } = markedScriptHashes(deferHydration(PAGE, MARKER), MARKER);

  it('allows only the scripts that carry the render’s marker, and takes the marker out of the page', () => {
    expect(hashes).toHaveLength(2);
    expect(hashes).not.toContain(hashOf('alert(1)'));
    expect(hashes).not.toContain(hashOf('{"@type":"Organization"}'));
    expect(html).not.toContain(MARKER);
    expect(html).toContain('<script>addEventListener("load"');
  });
});
