import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { IMAGE_SIZES, libraryPictureOf, mediaSrcset, OUTSIDE_PICTURE_MESSAGE } from '@harsh/contract';

/** The HTML editors may store: structure and emphasis, links, nothing executable. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote',
    'br', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
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
};

/** Whether a picture's address, as a browser reads it (controls and spaces dropped, `\\` as `/`), names another site. */
function isOutsideAddress(src: string): boolean {
  // eslint-disable-next-line no-control-regex -- a URL parser drops C0 controls and spaces at the ends, tabs and line breaks inside
  const address = src.replace(/[\u0000-\u0020]/g, '').replaceAll('\\', '/');
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(address);
}

/**
 * Whether the text has a picture from another site, found as the sanitiser reads the HTML (the
 * same parser, attribute values decoded), however the address was written: `h&#116;tps:`,
 * `<img/src=…>`, `\\host`. The drafts' schemas refuse such a text by its field (`OUTSIDE_PICTURE_MESSAGE`).
 */
export function hasOutsidePicture(html: string): boolean {
  let found = false;
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src !== undefined && isOutsideAddress(attribs.src)) found = true;
        return { tagName, attribs };
      },
    },
  });
  return found;
}

/** A draft schema's check that its rich-text `field` has no picture from another site. */
export function refuseOutsidePictures<T extends Record<string, unknown>>(field: keyof T & string) {
  return (draft: T, context: z.RefinementCtx) => {
    const html = draft[field];
    if (typeof html === 'string' && hasOutsidePicture(html)) context.addIssue({ code: 'custom', path: [field], message: OUTSIDE_PICTURE_MESSAGE });
  };
}

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Markdown as editors write it → sanitised HTML ready to store. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown, { async: false, gfm: true }));
}
