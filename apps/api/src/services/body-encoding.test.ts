import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody } from './body-encoding.js';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as browsers ask', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('follows the weights: the heavier wins, and q=0 refuses', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br; q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
  });

  it('reads * as every coding not named, and a weight it cannot read as a refusal', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('br;q=lots, gzip')).toBe('gzip');
    expect(chooseEncoding(',,; ,')).toBeNull();
  });

  it('answers the same for a header it has seen before', () => {
    for (let i = 0; i < 200; i++) chooseEncoding(`x-coding-${i}, gzip`);
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
  });
});

describe('compressBody', () => {
  it('compresses in the encoding asked for, at the level asked for', async () => {
    const body = Buffer.from(
      '<p>Harsh Logistics moves goods by road, rail and air.</p>'.repeat(50),
    );
    const level = { br: 4, gzip: 6 };
    expect(brotliDecompressSync(await compressBody(body, 'br', level)).equals(body)).toBe(true);
    expect(gunzipSync(await compressBody(body, 'gzip', level)).equals(body)).toBe(true);
  });

  it('compresses bodies of every size, from empty to larger than the biggest window', async () => {
    for (const size of [0, 1, 1_000, 65_520, 65_536, 17_000_000]) {
      const body = Buffer.alloc(size, 'Mandideep, Bhopal, Indore. ');
      expect(
        brotliDecompressSync(await compressBody(body, 'br', { br: 1, gzip: 1 })).equals(body),
        String(size),
      ).toBe(true);
    }
  });
});
