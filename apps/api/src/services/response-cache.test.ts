import { describe, expect, it } from 'vitest';
import { ok } from '@harsh/contract';
import { pictureChanged, ResponseCache, withPictures } from './response-cache.js';

/** A loader that counts its calls and answers what `value` gives. */
function counted<T>(value: () => T | Promise<T>) {
  const load = async () => {
    load.calls++;
    return value();
  };
  load.calls = 0;
  return load;
}

/** A promise with its resolve handle, to hold a load open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ResponseCache', () => {
  it('serialises the loaded data in the envelope with a weak ETag', async () => {
    const cache = new ResponseCache();
    const entry = await cache.get('pages:1', async () => ({ title: 'About Us' }));
    expect(entry).not.toBeNull();
    expect(JSON.parse(entry!.body.toString())).toEqual(ok({ title: 'About Us' }));
    expect(entry!.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });

  it('gives equal data equal ETags and different data different ones', async () => {
    const cache = new ResponseCache();
    const a = await cache.get('pages:1', async () => ({ n: 1 }));
    const b = await cache.get('pages:2', async () => ({ n: 1 }));
    const c = await cache.get('pages:3', async () => ({ n: 2 }));
    expect(a!.etag).toBe(b!.etag);
    expect(c!.etag).not.toBe(a!.etag);
  });

  it('serves a second read from the cache without loading again', async () => {
    const cache = new ResponseCache();
    const load = counted(() => ['JAIPUR']);
    const first = await cache.get('branches:cities', load);
    const second = await cache.get('branches:cities', load);
    expect(load.calls).toBe(1);
    expect(second).toEqual(first);
    expect(cache.size).toBe(1);
  });

  it('runs the loader once for concurrent reads of one key', async () => {
    const cache = new ResponseCache();
    const gate = deferred<string[]>();
    const load = counted(() => gate.promise);
    const reads = [cache.get('k:1', load), cache.get('k:1', load), cache.get('k:1', load)];
    gate.resolve(['one']);
    const results = await Promise.all(reads);
    expect(load.calls).toBe(1);
    expect(results[0]).not.toBeNull();
    expect(results[1]).toBe(results[0]);
    expect(results[2]).toBe(results[0]);
  });

  it('keeps different keys apart', async () => {
    const cache = new ResponseCache();
    const one = await cache.get('pages:1', async () => 'one');
    const two = await cache.get('pages:2', async () => 'two');
    expect(JSON.parse(one!.body.toString()).data).toBe('one');
    expect(JSON.parse(two!.body.toString()).data).toBe('two');
  });

  it("invalidate('pages') drops only the entries that read pages", async () => {
    const cache = new ResponseCache();
    const keys = [
      'pages:1',
      'services:list:1:12',
      'pages:2',
      'pages:3',
      'blogs:slug:a',
      'gallery_items:all',
      'pages:33',
    ];
    const loads = new Map(keys.map((key) => [key, counted(() => key)]));
    for (const key of keys) await cache.get(key, loads.get(key)!);
    expect(cache.size).toBe(keys.length);

    cache.invalidate('pages');
    expect(cache.size).toBe(3);
    for (const key of keys) await cache.get(key, loads.get(key)!);
    for (const key of keys)
      expect(loads.get(key)!.calls, key).toBe(key.startsWith('pages:') ? 2 : 1);
  });

  it('drops an entry that read several tables when any one of them changes', async () => {
    const cache = new ResponseCache();
    const TABLES = ['pages', 'services', 'blogs'];
    for (const changed of TABLES) {
      const search = counted(() => ['hit']);
      const gallery = counted(() => ['picture']);
      await cache.get('search:1:rail', search, TABLES);
      await cache.get('gallery_items:all', gallery);
      cache.invalidate(changed);
      await cache.get('search:1:rail', search, TABLES);
      await cache.get('gallery_items:all', gallery);
      expect(search.calls, changed).toBe(2);
      expect(gallery.calls, changed).toBe(1);
      cache.invalidate();
    }
  });

  it('names the tables an entry read explicitly, overriding the key’s first segment', async () => {
    const cache = new ResponseCache();
    const load = counted(() => 'x');
    await cache.get('search:1:rail', load, ['services']);
    cache.invalidate('search');
    await cache.get('search:1:rail', load, ['services']);
    expect(load.calls).toBe(1);
    cache.invalidate('services');
    await cache.get('search:1:rail', load, ['services']);
    expect(load.calls).toBe(2);
  });

  it('names each library picture an answer shows once it is made, and the library whole while it is made', async () => {
    const cache = new ResponseCache();
    const shown = '/api/media/lib/0123456789abcdef-1200x800-1200.webp';
    const page = counted(() => ({ banner_image: shown, content: '<p>No picture here.</p>' }));
    const made = await cache.get('pages:2', page, withPictures(['pages#2']));
    expect(made!.tables).toEqual(['pages#2', 'media#0123456789abcdef']);
    // Another picture described: kept. This one: dropped.
    for (const changed of pictureChanged('fedcba9876543210')) cache.invalidate(changed);
    await cache.get('pages:2', page, withPictures(['pages#2']));
    expect(page.calls).toBe(1);
    cache.invalidate(pictureChanged('0123456789abcdef')[1]);
    await cache.get('pages:2', page, withPictures(['pages#2']));
    expect(page.calls).toBe(2);
    // An answer still being made when any picture is described may show it as it was: dropped.
    const held = deferred<{ banner_image: string }>();
    const slow = counted(() => held.promise);
    const first = cache.get('pages:3', slow, withPictures(['pages#3']));
    cache.invalidate(pictureChanged('fedcba9876543210')[0]);
    held.resolve({ banner_image: shown });
    await first;
    await cache.get('pages:3', slow, withPictures(['pages#3']));
    expect(slow.calls).toBe(2);
    // A gallery of more than a hundred pictures names the library whole: its header stays small.
    const gallery = Array.from(
      { length: 101 },
      (_, i) => `/api/media/lib/${i.toString(16).padStart(16, '0')}-800x600-800.webp`,
    );
    const many = await cache.get('gallery:all', async () => gallery, withPictures(['gallery']));
    expect(many!.tables).toEqual(['gallery', 'media']);
  });

  it('drops everything when no table is named', async () => {
    const cache = new ResponseCache();
    await cache.get('pages:1', async () => 1);
    await cache.get('services:id:4', async () => 4);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('does not cache a null result: the next read loads again', async () => {
    const cache = new ResponseCache();
    let found: string | null = null;
    const load = counted(() => found);
    expect(await cache.get('blogs:slug:new-post', load)).toBeNull();
    expect(cache.size).toBe(0);
    found = 'now it exists';
    const entry = await cache.get('blogs:slug:new-post', load);
    expect(load.calls).toBe(2);
    expect(JSON.parse(entry!.body.toString()).data).toBe('now it exists');
    expect(cache.size).toBe(1);
  });

  it('caches falsy results that are not null', async () => {
    const cache = new ResponseCache();
    const load = counted(() => []);
    const entry = await cache.get('branches:city:ATLANTIS', load);
    expect(JSON.parse(entry!.body.toString())).toEqual(ok([]));
    await cache.get('branches:city:ATLANTIS', load);
    expect(load.calls).toBe(1);
  });

  it('does not cache a rejected load: the next read tries again', async () => {
    const cache = new ResponseCache();
    let fail = true;
    const load = counted(() => {
      if (fail) throw new Error('database down');
      return 'recovered';
    });
    await expect(cache.get('settings:company', load)).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    fail = false;
    const entry = await cache.get('settings:company', load);
    expect(load.calls).toBe(2);
    expect(JSON.parse(entry!.body.toString()).data).toBe('recovered');
  });

  it('shares one rejection among concurrent reads, then forgets it', async () => {
    const cache = new ResponseCache();
    const load = counted(() => Promise.reject(new Error('boom')));
    const reads = [cache.get('pages:1', load), cache.get('pages:1', load)];
    const settled = await Promise.allSettled(reads);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(load.calls).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ResponseCache(2);
    const a = counted(() => 'a');
    await cache.get('pages:1', a);
    await cache.get('pages:2', async () => 'b');
    await cache.get('pages:1', a); // pages:1 is now the most recently used
    await cache.get('pages:3', async () => 'c');
    expect(cache.size).toBe(2);
    await cache.get('pages:1', a);
    expect(a.calls).toBe(1);
    const b = counted(() => 'b');
    await cache.get('pages:2', b);
    expect(b.calls).toBe(1);
  });
});
