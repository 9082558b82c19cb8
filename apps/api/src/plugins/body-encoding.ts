import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The encodings answers are compressed in: brotli, then gzip. */
export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to send for a request's `Accept-Encoding`: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** `body` compressed in `encoding` at `level` (brotli's quality 0–11, gzip's level 1–9), off the event loop. */
export function compressBody(body: Buffer, encoding: Encoding, level: { br: number; gzip: number }): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: level.gzip });
  return brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: level.br, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
