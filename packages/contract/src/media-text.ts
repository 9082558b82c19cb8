/*
 * The media library's limits and addresses (issue 11): plain values and functions, no schemas,
 * so public pages can write `srcset` from an address without shipping zod's code. The staff
 * screens' messages are in `media-messages.ts`, out of the public pages' scripts.
 */

/** The largest file staff may upload. */
export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;
/** The upload's file in base64 (4 characters for every 3 bytes), at most. */
export const MEDIA_BASE64_MAX_LENGTH = Math.ceil(MEDIA_MAX_BYTES / 3) * 4;
/** The most pixels a picture may have (8,000 × 5,000): more is refused before it is decoded. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The widths each picture is kept in, narrower ones only if the picture is wider. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** The widest file kept: wider pictures are made this wide. */
export const MEDIA_WIDEST = 1600;
/** Every width is kept in both: AVIF for the browsers that take it, WebP for the rest. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
export const MEDIA_ALT_MAX_LENGTH = 250;
export const MEDIA_FILE_NAME_MAX_LENGTH = 200;

/** Where the library's files are: `/api/media/lib/{hash}-{width}x{height}-{w}.{format}`. */
export const MEDIA_LIBRARY_PATH = '/api/media/lib/';

/** A library file's address: `/api/media/lib/{hash}-{width}x{height}-{w}.{format}`. */
const LIBRARY_ADDRESS =
  /^\/api\/media\/lib\/([0-9a-f]{16})-(\d{1,5})x(\d{1,5})-(\d{1,5})\.(avif|webp)$/;
export const MEDIA_FILE_NAME = /^([0-9a-f]{16})-(\d{1,5})x(\d{1,5})-(\d{1,5})\.(avif|webp)$/;

export interface LibraryPicture {
  hash: string;
  /** Of the widest file, which is what `width` and `height` attributes should say. */
  width: number;
  height: number;
}

/** The widths a picture `width` pixels wide is kept in: the standard ones below it, and its own (at most the widest). */
export function mediaWidths(width: number): number[] {
  const widest = Math.min(width, MEDIA_WIDEST);
  return [...MEDIA_WIDTHS.filter((standard) => standard < widest), widest];
}

/** The name of one file of a picture (the end of its address). */
export const mediaFileName = (picture: LibraryPicture, width: number, format: MediaFormat) =>
  `${picture.hash}-${picture.width}x${picture.height}-${width}.${format}`;

/** The address content uses for a picture: its widest WebP file. */
export const mediaAddress = (picture: LibraryPicture) =>
  `${MEDIA_LIBRARY_PATH}${mediaFileName(picture, picture.width, 'webp')}`;

/** The picture an address names, or null for any other address (the site's own drawings, https). */
export function libraryPictureOf(address: string): LibraryPicture | null {
  const match = LIBRARY_ADDRESS.exec(address);
  return match ? { hash: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null;
}

/** `srcset` of a library picture in one format, every width it is kept in. */
export const mediaSrcset = (picture: LibraryPicture, format: MediaFormat) =>
  mediaWidths(picture.width)
    .map((width) => `${MEDIA_LIBRARY_PATH}${mediaFileName(picture, width, format)} ${width}w`)
    .join(', ');

/** The `sizes` of the site's picture layouts (the pages' components, and pictures in rich text). */
export const IMAGE_SIZES = {
  /** Banners and hero slides: the whole width of the screen. */
  fullWidth: '100vw',
  /** In the text column of a page or post. */
  article: '(min-width: 56rem) 48rem, calc(100vw - 2rem)',
  /** Cards in a grid of three on wide screens, two on tablets, one on phones. */
  card: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  thumbnail: '6rem',
  avatar: '3.5rem',
  logo: '12rem',
} as const;
