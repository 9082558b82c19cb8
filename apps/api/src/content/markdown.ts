import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import {
  IMAGE_SIZES,
  libraryPictureOf,
  mediaSrcset,
  OUTSIDE_PICTURE_MESSAGE,
} from '@harsh/contract';

/**
 * The HTML editors may store: structure and emphasis, links, nothing executable. Headings are h2
 * and h3, as the editor's toolbar and its help text offer: the page's title is its one h1, so a
 * pasted h1 becomes an h2, and a deeper heading an h3.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'br',
    'hr',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  // Pictures come from the media library: a src with any scheme goes, however its characters were
  // written. The drafts' schemas refuse such a text with a message first (`hasOutsidePicture`).
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    // Links leaving the site open safely; internal links stay as they are.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      };
    },
    // A library picture gets every width it is kept in and its real size, whatever was sent; any
    // other picture keeps only its one address (a srcset from outside could name anything).
    img: (tagName, { srcset: _sent, sizes: _sentSizes, ...attribs }) => {
      const picture = libraryPictureOf(attribs.src ?? '');
      if (!picture) return { tagName, attribs };
      return {
        tagName,
        attribs: {
          ...attribs,
          srcset: mediaSrcset(picture, 'webp'),
          sizes: IMAGE_SIZES.article,
          width: String(picture.width),
          height: String(picture.height),
          loading: 'lazy',
          decoding: 'async',
        },
      };
    },
  },
  // A link whose address went (`javascript:`, `data:`, `http:`) is its words alone, not an
  // underlined `<a>` that leads nowhere.
  exclusiveFilter: (frame) =>
    frame.tag === 'a' && !frame.attribs['href']?.trim() ? 'excludeTag' : false,
};

/** Whether a picture's address, as a browser reads it (controls and spaces dropped, `\\` as `/`), names another site. */
function isOutsideAddress(src: string): boolean {
  // eslint-disable-next-line no-control-regex -- a URL parser drops C0 controls and spaces at the ends, tabs and line breaks inside
  const address = src.replace(/[\u0000-\u0020]/g, '').replaceAll('\\', '/');
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(address);
}

/** A picture of a text: its address and alt text, each undefined when the tag has none. */
export interface TextPicture {
  src?: string | undefined;
  alt?: string | undefined;
}

/**
 * The pictures of a text as the sanitiser reads the HTML (the same parser, attribute values
 * decoded), however their tags were written: `<img/src=…>`, `<img alt="yard"src=…>`.
 */
export function picturesIn(html: string): TextPicture[] {
  const pictures: TextPicture[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src', 'alt'] },
    transformTags: {
      img: (tagName, attribs) => {
        pictures.push({ src: attribs.src, alt: attribs.alt });
        return { tagName, attribs };
      },
    },
  });
  return pictures;
}

/**
 * Whether the text has a picture from another site, however the address was written:
 * `h&#116;tps:`, `\\host`. The drafts' schemas refuse such a text by its field (`OUTSIDE_PICTURE_MESSAGE`).
 */
export function hasOutsidePicture(html: string): boolean {
  return picturesIn(html).some(({ src }) => src !== undefined && isOutsideAddress(src));
}

/** A draft schema's check that its rich-text `field` has no picture from another site. */
export function refuseOutsidePictures<T extends Record<string, unknown>>(field: keyof T & string) {
  return (draft: T, context: z.RefinementCtx) => {
    const html = draft[field];
    if (typeof html === 'string' && hasOutsidePicture(html))
      context.addIssue({ code: 'custom', path: [field], message: OUTSIDE_PICTURE_MESSAGE });
  };
}

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Markdown as editors write it → sanitised HTML ready to store. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown, { async: false, gfm: true }));
}
