import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { IMAGE_SIZES, libraryPictureOf, mediaSrcset } from '@harsh/contract';

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
  // Pictures come from the site itself (the pages' CSP shows no other): a src with any scheme goes,
  // however its characters were written. The drafts' schema refuses such a text with a message first.
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

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Markdown as editors write it → sanitised HTML ready to store. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown, { async: false, gfm: true }));
}
