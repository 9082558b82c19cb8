import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Turns } from '../services/turns.js';
import {
  type LibraryPicture,
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  MEDIA_WIDEST,
  type MediaFormat,
  mediaFileName,
  mediaWidths,
} from '@harsh/contract';

/** Why an upload cannot become a library picture, in words for the person who sent it. */
export class ImageRefusedError extends Error {}

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'svg';

export interface PreparedFile {
  name: string;
  contentType: string;
  width: number;
  bytes: Buffer;
}

export interface PreparedImage extends LibraryPicture {
  sourceFormat: SourceFormat;
  files: PreparedFile[];
}

const CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** What a file is, by its first bytes: the name and the type a browser claims are not asked. */
export function sniffFormat(bytes: Buffer): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 4096)).replace(/^\uFEFF/, '');
  // An XML declaration, comments and a doctype may come first; the first element must be <svg>.
  const start = head.replace(
    /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i,
    '',
  );
  return /^<svg[\s>]/i.test(start);
}

/**
 * Whatever in an SVG could act when a browser opens it: script, event handlers, embedded
 * documents, and references to anything outside the drawing (other files, other sites).
 */
const ACTIVE_SVG = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /<foreignObject[\s>/]/i,
  /<(iframe|embed|object|audio|video|handler|listener)[\s>/]/i,
  /javascript:/i,
  /<!ENTITY/i,
  // Only UTF-8 is read here; another declared encoding could hide any of the above.
  /<\?xml[^>]*\bencoding\s*=\s*["'](?!utf-8["'])/i,
  /[\s:]href\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /@import/i,
];

/** Whether an SVG is a plain drawing (nothing of `ACTIVE_SVG`). */
export const isPlainSvg = (svg: string) => !ACTIVE_SVG.some((pattern) => pattern.test(svg));

/** How long one upload may take to draw and encode: past it, it is refused (`MEDIA_MESSAGES.tooSlow`). */
export const PREPARE_SECONDS = 30;

/**
 * Uploads waiting for the one before them. Each holds one of Node's four background threads
 * while sharp works, and those threads also compress pages and read files: a drawing that repeats
 * itself a million times, sent four times at once, held all four for 50 s and stalled every page
 * rendered meanwhile. One at a time, it holds one.
 */
const preparing = new Turns();

/**
 * An upload made into a library picture: checked by content, turned upright, drawn (an SVG) or
 * decoded within the pixel limit, and encoded into every width of `MEDIA_WIDTHS` it is wider than
 * and its own, in AVIF and WebP. Nothing of the file's metadata (EXIF, GPS, camera) is kept: the
 * files are new encodings, and an SVG's markup is never served, only its drawing. Uploads are
 * prepared one at a time, each within `seconds`.
 */
export async function prepareImage(
  bytes: Buffer,
  seconds = PREPARE_SECONDS,
): Promise<PreparedImage> {
  // What is refused on sight does not wait behind another upload.
  const sourceFormat = refuseOnSight(bytes);
  return preparing.run('upload', () => prepareNow(bytes, sourceFormat, seconds));
}

/** The upload's format, unless its size, its first bytes or an SVG's markup refuse it at once. */
function refuseOnSight(bytes: Buffer): SourceFormat {
  if (bytes.length > MEDIA_MAX_BYTES) throw new ImageRefusedError(MEDIA_MESSAGES.tooBig);
  const sourceFormat = sniffFormat(bytes);
  if (!sourceFormat) throw new ImageRefusedError(MEDIA_MESSAGES.wrongType);
  if (sourceFormat === 'svg' && !isPlainSvg(bytes.toString('utf8')))
    throw new ImageRefusedError(MEDIA_MESSAGES.svgActive);
  return sourceFormat;
}

async function prepareNow(
  bytes: Buffer,
  sourceFormat: SourceFormat,
  seconds: number,
): Promise<PreparedImage> {
  const deadline = Date.now() + seconds * 1000;
  /** sharp's own limit, in whole seconds, for what is left of the time. */
  const timeLeft = () => {
    const left = Math.ceil((deadline - Date.now()) / 1000);
    if (left <= 0) throw new ImageRefusedError(MEDIA_MESSAGES.tooSlow);
    return { seconds: left };
  };
  const source = await readSource(bytes, sourceFormat, timeLeft);
  const widest = Math.min(source.width, MEDIA_WIDEST);
  const picture: LibraryPicture = {
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    width: widest,
    height: Math.max(1, Math.round((source.height * widest) / source.width)),
  };
  const files: PreparedFile[] = [];
  try {
    for (const width of mediaWidths(widest)) {
      // Each width decodes afresh: JPEG shrinks while it loads, and no full-size copy stays in memory.
      const resized = source.open().resize({ width, withoutEnlargement: true });
      for (const format of MEDIA_FORMATS) {
        const encoder =
          format === 'avif'
            ? resized.clone().avif({ quality: 55, effort: 2 })
            : resized.clone().webp({ quality: 78, effort: 4 });
        files.push({
          name: mediaFileName(picture, width, format),
          contentType: CONTENT_TYPES[format],
          width,
          bytes: await encoder.timeout(timeLeft()).toBuffer(),
        });
      }
    }
  } catch (error) {
    throw refusalFor(error);
  }
  return { ...picture, sourceFormat, files };
}

/** What to tell the uploader when sharp gave up: too slow (its timeout, or ours), else unreadable. */
function refusalFor(error: unknown): ImageRefusedError {
  if (error instanceof ImageRefusedError) return error;
  // librsvg gives up on its own past 500,000 elements drawn through references.
  const slow = /\btimeout\b|referenced elements/.test(String((error as Error)?.message));
  return new ImageRefusedError(slow ? MEDIA_MESSAGES.tooSlow : MEDIA_MESSAGES.unreadable);
}

/**
 * The picture's upright size, and a way to open it for encoding; an SVG is drawn at a density
 * that makes it as wide as the widest file. Too many pixels are refused before anything is decoded.
 */
async function readSource(
  bytes: Buffer,
  format: SourceFormat,
  timeLeft: () => { seconds: number },
) {
  const options: sharp.SharpOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' };
  // Reading the header only: its size is checked against the limit below, with a message of its own.
  const header = (extra: sharp.SharpOptions = {}) =>
    sharp(bytes, { ...options, ...extra, limitInputPixels: false }).metadata();
  let metadata: sharp.Metadata;
  try {
    metadata = await header();
    // A drawing has no pixels of its own: it is drawn as wide as the widest file, whatever size it declares.
    if (format === 'svg' && metadata.width && metadata.width !== MEDIA_WIDEST) {
      const density = Math.min(Math.max(72 * (MEDIA_WIDEST / metadata.width), 1), 2400);
      options.density = density;
      metadata = await header();
    }
  } catch {
    throw new ImageRefusedError(MEDIA_MESSAGES.unreadable);
  }
  if (!metadata.width || !metadata.height) throw new ImageRefusedError(MEDIA_MESSAGES.unreadable);
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS)
    throw new ImageRefusedError(MEDIA_MESSAGES.tooManyPixels);
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  if (format === 'svg') {
    // Drawn once, here and within the time left, rather than once for every file made from it.
    let drawn: Buffer;
    try {
      drawn = await sharp(bytes, options)
        .timeout(timeLeft())
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch (error) {
      throw refusalFor(error);
    }
    return {
      width: metadata.width,
      height: metadata.height,
      open: () => sharp(drawn, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' }),
    };
  }
  return {
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    open: () => sharp(bytes, options).rotate(),
  };
}
