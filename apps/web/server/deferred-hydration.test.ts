import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferred-hydration.js';
import { inlineScriptHashes } from './page-cache.js';

/** The shape of what React Router writes into a page (abridged). */
const PAGE = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>About us</h1></main>',
  '<script>window.__reactRouterContext = {"ssr":true};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
  '</body></html>',
].join('');

describe('deferHydration', () => {
  const deferred = deferHydration(PAGE);

  it('leaves nothing for the browser to fetch or run before the page has loaded', () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(deferred).toContain('<main><h1>About us</h1></main>');
  });

  it('runs the same module script on load, which the page policy allows by the same hash', () => {
    expect(deferred).toContain('addEventListener("load"');
    const moduleText = /<script type="text\/x-deferred-module" async="">([\s\S]*?)<\/script>/.exec(deferred)![1]!;
    expect(moduleText).toBe('import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");');
    const hash = `'sha256-${createHash('sha256').update(moduleText).digest('base64')}'`;
    expect(inlineScriptHashes(deferred)).toContain(hash);
  });

  it('leaves pages React Router did not write as they are', () => {
    const plain = '<!doctype html><p>Busy</p>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
