import type { APIRequestContext } from '@playwright/test';
import { parseHTML } from 'linkedom';

/**
 * A page as the server sends it, its HTML parsed (decision 050): what a test of status, headers,
 * markup, meta tags or structured data reads without starting a browser. Public pages are HTML
 * first (decision 039): their scripts add behaviour, not content, so the document a visitor's
 * browser builds from this HTML holds the same elements and text.
 */
export async function htmlPage(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(path, { headers });
  const html = await response.text();
  // linkedom's own types describe part of the DOM; its document answers the standard calls.
  const { document } = parseHTML(html) as unknown as { document: Document };
  lowerCaseAttributeNames(document);
  return { status: response.status(), headers: response.headers(), html, document };
}

/**
 * A browser's HTML parser lower-cases attribute names (React writes `dateTime`, the page has
 * `datetime`); linkedom keeps them as written. SVG and MathML keep theirs (`viewBox`), as there.
 */
function lowerCaseAttributeNames(document: Document) {
  for (const element of document.querySelectorAll('*')) {
    if (element.closest('svg, math')) continue;
    for (const { name, value } of [...element.attributes]) {
      if (name === name.toLowerCase()) continue;
      element.removeAttribute(name);
      element.setAttribute(name.toLowerCase(), value);
    }
  }
}

/** An element's text as Playwright's `toHaveText` compares it: white space run together, trimmed. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The texts of the elements a selector finds, each as `textOf` reads it. */
export const textsOf = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map(textOf);

/**
 * The words of an element as a reader sees them: a break between elements is a break between
 * words (`<p>one</p><p>two</p>` is two), as the browser's `innerText` reads the blocks of a page.
 */
export function wordsOf(element: Element | null | undefined): string[] {
  if (!element) return [];
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    parts.push(node.textContent ?? '');
  return parts.join(' ').split(/\s+/).filter(Boolean);
}

/**
 * An element's accessible name as the markup gives it: its `aria-label`, the text of the elements
 * its `aria-labelledby` names, or else its text without what is hidden from assistive technology
 * (`aria-hidden="true"`), as the site's links are named.
 */
export function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label.replace(/\s+/g, ' ').trim();
  const ids = element.getAttribute('aria-labelledby');
  const document = element.ownerDocument;
  if (ids)
    return ids
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(' ');
  const visible = element.cloneNode(true) as Element;
  for (const hidden of visible.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(visible);
}

/**
 * An element's accessible description as the markup gives it: the text of the elements its
 * `aria-describedby` names, in order, as `toHaveAccessibleDescription` compares it.
 */
export function descriptionOf(element: Element): string {
  const document = element.ownerDocument;
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => textOf(document.getElementById(id)))
    .filter(Boolean)
    .join(' ');
}

/** The form control a `<label>` whose text is `text` names (`getByLabel(text, { exact: true })`). */
export function labelled(root: ParentNode, text: string) {
  const label = [...root.querySelectorAll('label')].find((l) => textOf(l) === text);
  const id = label?.getAttribute('for');
  return (
    (id
      ? label!.ownerDocument.getElementById(id)
      : label?.querySelector('input, select, textarea')) ?? null
  );
}

/** A `<select>`'s value as the browser gives it: its selected option's, else its first option's. */
export function selectedValue(select: Element) {
  const option = select.querySelector('option[selected]') ?? select.querySelector('option');
  return option?.getAttribute('value') ?? textOf(option);
}

/**
 * The links among `root`'s named `name`, as `getByRole('link', { name })` finds them: a part of
 * the name, whatever its case, or with `exact` the whole of it.
 */
export function linksNamed(root: ParentNode, name: string, { exact = false } = {}) {
  return [...root.querySelectorAll('a[href]')].filter((a) =>
    exact ? nameOf(a) === name : nameOf(a).toLowerCase().includes(name.toLowerCase()),
  );
}

/**
 * The element whose accessible name is `name` given by `aria-labelledby` (the way the site's
 * components name their regions and sidebars), among those a selector finds.
 */
export function labelledBy(document: Document, selector: string, name: string) {
  return (
    [...document.querySelectorAll(selector)].find((element) => {
      const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      return ids.map((id) => textOf(document.getElementById(id))).join(' ') === name;
    }) ?? null
  );
}

const LANDMARK_ELEMENTS = { banner: 'header', contentinfo: 'footer', main: 'main' } as const;

/**
 * The page's banner, content information or main landmark, as `getByRole('banner')` finds it: a
 * `header` or `footer` counts only outside `article`, `aside`, `main`, `nav` and `section` (a
 * card's own header is no banner).
 */
export function landmark(document: Document, role: keyof typeof LANDMARK_ELEMENTS) {
  const found = [...document.querySelectorAll(LANDMARK_ELEMENTS[role])].filter(
    (element) =>
      role === 'main' || !element.parentElement?.closest('article, aside, main, nav, section'),
  );
  if (found.length !== 1) throw new Error(`${found.length} ${role} landmarks, not one`);
  return found[0]!;
}

/** What each of this worker's resource addresses answered: pages share their assets. */
const answered = new Map<string, number>();

/**
 * The files a page loads from its own site (pictures, scripts, styles, fonts, icons) that do not
 * answer 200, as `address: status`. A browser reports each such failure as a console error; this
 * also checks the pictures a lazy browser would load only once scrolled to.
 */
export async function brokenResources(request: APIRequestContext, document: Document) {
  const addresses = new Set<string>();
  for (const img of document.querySelectorAll('img[src]')) addresses.add(img.getAttribute('src')!);
  for (const script of document.querySelectorAll('script[src]'))
    addresses.add(script.getAttribute('src')!);
  for (const link of document.querySelectorAll('link[href]'))
    if (/\b(stylesheet|icon|preload|modulepreload)\b/.test(link.getAttribute('rel') ?? ''))
      addresses.add(link.getAttribute('href')!);
  const broken: string[] = [];
  for (const address of addresses) {
    if (!address.startsWith('/') || address.startsWith('//')) continue;
    if (!answered.has(address)) answered.set(address, (await request.get(address)).status());
    if (answered.get(address) !== 200) broken.push(`${address}: ${answered.get(address)}`);
  }
  return broken;
}
