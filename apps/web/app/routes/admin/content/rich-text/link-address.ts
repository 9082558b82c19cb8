import { CONTENT_MESSAGES } from '@harsh/contract';

/**
 * The address a link gets from what an editor typed in the link panel, as the content server
 * keeps it (decision 023: site paths, https, mailto and tel; anything else is dropped). A web
 * address typed without its scheme (`www.example.in`) gets `https://`, an e-mail address
 * `mailto:`, a phone number `tel:`; `http://` pages are refused, as the server would drop them.
 */
export function linkAddress(typed: string): { href: string } | { problem: string } {
  const text = typed.trim();
  if (/^\/(?![/\\])\S*$/.test(text) || /^#\S+$/.test(text)) return { href: text };
  if (/^(https:\/\/[^\s/]+\.[^\s/]+|mailto:[^\s@]+@[^\s@]+|tel:\+?\d[\d-]{5,})\S*$/i.test(text))
    return { href: text };
  if (/^[^\s@/:]+@[^\s@/]+\.[a-z]{2,}$/i.test(text)) return { href: `mailto:${text}` };
  if (/^\+?[\d\s()-]{8,}$/.test(text) && text.replace(/\D/g, '').length >= 8)
    return { href: `tel:${text.replace(/[^\d+]/g, '')}` };
  // A file's name (brochure.pdf) is no site: only a name with www. or a path is taken for one.
  const fileName = /^[^/]+\.(pdf|html?|docx?|xlsx?|csv|txt|jpe?g|png|gif|webp|svg|zip)$/i.test(
    text,
  );
  if (!fileName && /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(text))
    return { href: `https://${text}` };
  return { problem: CONTENT_MESSAGES.linkAddress };
}
