/**
 * A rich-text field as a reader takes it in, for comparing two versions: a line for each
 * paragraph, heading, list item or table row, a link's address after its words, a picture by its
 * description. Tags that only format (bold, italics) leave their words. The HTML is what the
 * content server's sanitiser stored (decision 023): its tags and double-quoted attributes only.
 */
export function htmlAsRead(html: string): string {
  // The address of the link being read, written after its words (one pass: no pattern spans a link).
  let href = '';
  return decodeEntities(
    html
      // Line breaks in the source are spaces, as a browser reads them; lines come from the tags.
      .replace(/\s+/g, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/t[dh]> ?<t[dh]\b[^>]*>/gi, ' | ')
      .replace(/<li\b[^>]*> ?(?:<p\b[^>]*>)?/gi, '\n• ')
      .replace(
        /<\/?(?:p|h[1-6]|blockquote|pre|ul|ol|table|thead|tbody|tr|figure|figcaption|hr|div)\b[^>]*>/gi,
        '\n',
      )
      .replace(
        /<img\b[^>]*>/gi,
        (tag) => `[Picture: ${attribute(tag, 'alt') || attribute(tag, 'src') || 'no description'}]`,
      )
      .replace(/<a\b[^>]*>|<\/a>/gi, (tag) => {
        if (tag[1] !== '/') {
          href = attribute(tag, 'href');
          return '';
        }
        const after = href ? ` (${href})` : '';
        href = '';
        return after;
      })
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•')
    .join('\n');
}

function attribute(tag: string, name: string): string {
  return tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1]?.trim() ?? '';
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
