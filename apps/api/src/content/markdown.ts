import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** The HTML editors may store: structure and emphasis, links, nothing executable. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote',
    'br', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
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
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Markdown as editors write it → sanitised HTML ready to store. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown, { async: false, gfm: true }));
}
