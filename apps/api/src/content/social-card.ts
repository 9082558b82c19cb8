import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import {
  coverCrop,
  cutAtWord,
  type FocalPoint,
  libraryPictureOf,
  MEDIA_LIBRARY_PATH,
  SOCIAL_CARD_HEIGHT as HEIGHT,
  SOCIAL_CARD_WIDTH as WIDTH,
  type SocialCardContent,
} from '@harsh/contract';
import type { MediaStore } from './media-store.js';

/*
 * The link-preview card: the page's banner under the brand's navy gradient, the page's title in
 * large white type, a line under it, and the company's name. Text is set by sharp (Pango) in a
 * font shipped as a dependency, so a machine without fonts draws the same card.
 */

const require = createRequire(import.meta.url);
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const MARGIN = 80;
const TEXT_WIDTH = 940;
/** Title sizes tried in turn until the title fits in three lines. */
const TITLE_SIZES = [64, 54, 46];
const TITLE_MAX_HEIGHT = 250;

/** Brand gradient over the banner (the page banners' own), the orange top rule and the site logo's mark (app/assets/logo.svg). */
const OVERLAY = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="shade" x1="0" x2="1">
    <stop offset="0" stop-color="#06162b" stop-opacity=".96"/>
    <stop offset=".62" stop-color="#0b2545" stop-opacity=".82"/>
    <stop offset="1" stop-color="#0b2545" stop-opacity=".3"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
  <rect width="${WIDTH}" height="12" fill="#F26B1D"/>
  <g transform="translate(${MARGIN} 62) scale(1.0833) translate(-2 -8)">
    <rect x="2" y="8" width="48" height="48" rx="11" fill="#0b2545" stroke="#ffffff" stroke-width="2"/>
    <path d="M11 48 24 16h7L18 48z" fill="#f26b1d"/>
    <path d="M25 48 38 16h5L30 48z" fill="#f4b400"/>
  </g>
</svg>`,
);

/** Pango markup needs `&`, `<` and `>` escaped. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `text` set in white (or `color`) at `size` px, wrapped at TEXT_WIDTH; null for no text. */
async function setText(
  text: string,
  {
    size,
    bold,
    color = '#ffffff',
    width = TEXT_WIDTH,
  }: { size: number; bold: boolean; color?: string; width?: number },
) {
  if (!text.trim()) return null;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans ${bold ? 'Bold ' : ''}${size}`,
      fontfile: bold ? FONT_BOLD : FONT_REGULAR,
      width,
      wrap: 'word',
      rgba: true,
      spacing: Math.round(size * 0.18),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height };
}

async function setTitle(title: string) {
  for (const size of TITLE_SIZES) {
    const set = await setText(title, { size, bold: true });
    if (!set || set.height <= TITLE_MAX_HEIGHT || size === TITLE_SIZES.at(-1)) return set;
  }
  return null;
}

/** The banner, filling the card: cropped as the page banner crops it, around its focal point. */
async function background(banner: Buffer | null, focus: FocalPoint | undefined) {
  if (banner) {
    try {
      const open = () => sharp(banner, { density: 150 });
      const { width, height } = await open().metadata();
      const crop = coverCrop(
        { width: width!, height: height! },
        { width: WIDTH, height: HEIGHT },
        focus,
      );
      return await open()
        .resize(crop.width, crop.height, { fit: 'fill' })
        .extract({ left: crop.left, top: crop.top, width: WIDTH, height: HEIGHT })
        .png()
        .toBuffer();
    } catch {
      // An unreadable banner leaves the plain background.
    }
  }
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#0b2545' } })
    .png()
    .toBuffer();
}

/** The card as a PNG of 1200×630. */
export async function renderSocialCard(
  card: SocialCardContent & { siteName: string; bannerImage: Buffer | null },
): Promise<Buffer> {
  const [base, name, title, subtitle] = await Promise.all([
    background(card.bannerImage, card.focus),
    setText(card.siteName.toUpperCase(), { size: 28, bold: true }),
    setTitle(card.title),
    setText(card.subtitle.length <= 110 ? card.subtitle : cutAtWord(card.subtitle, 109), {
      size: 30,
      bold: false,
      color: '#dce9f5',
    }),
  ]);
  const layers: sharp.OverlayOptions[] = [{ input: OVERLAY, left: 0, top: 0 }];
  if (name) layers.push({ input: name.data, left: MARGIN + 72, top: 74 });
  // The title and its line sit together, centred in the space under the name.
  const blockHeight = (title?.height ?? 0) + (subtitle ? subtitle.height + 28 : 0);
  let top = Math.max(170, Math.round(170 + (HEIGHT - 170 - 60 - blockHeight) / 2));
  if (title) {
    layers.push({ input: title.data, left: MARGIN, top });
    top += title.height + 28;
  }
  if (subtitle)
    layers.push({
      input: subtitle.data,
      left: MARGIN,
      top: Math.min(top, HEIGHT - 40 - subtitle.height),
    });
  return sharp(base).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * A banner's bytes from its media path: one of the site's own drawings (`/api/media/banner-company.svg`)
 * or a library picture's file; null when there is none.
 */
export async function readMediaFile(
  mediaDir: string,
  store: MediaStore,
  path: string | null,
): Promise<Buffer | null> {
  if (!path?.startsWith('/api/media/')) return null;
  if (libraryPictureOf(path)) {
    const file = await store.read(path.slice(MEDIA_LIBRARY_PATH.length));
    return file ? Buffer.from(file.bytes) : null;
  }
  try {
    return await readFile(join(mediaDir, basename(decodeURIComponent(path))));
  } catch {
    return null;
  }
}
