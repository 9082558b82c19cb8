/**
 * Starts a page's scripts after the page has loaded, not while it is first painted.
 *
 * A page is whole and usable without JavaScript: it is rendered on the server, its menus are
 * `<details>` and its forms post to actions. Its scripts (React and React Router, about 120 KB)
 * only take over ("hydrate") to make later navigation faster. Fetched with the page, they share
 * a slow phone connection with the stylesheet and the images and delay the first paint by a
 * second or more; fetched after the `load` event, they cost the first paint nothing.
 *
 * What React Router writes is changed in three places, and React accepts each on hydration:
 * - its `<link rel="modulepreload">` tags (hoisted into `<head>`) are renamed, so the browser does
 *   not fetch them early (they carry `suppressHydrationWarning`);
 * - its module script (`<script type="module" async>`, which imports the route modules and then
 *   the client entry) gets a type the browser does not run, which makes it a data block, and so
 *   loses `async` (HTML allows it on scripts the browser runs only);
 * - its classic context script gets a line that, on `load`, runs that module script's text as a
 *   new module script at the end of `<body>` (React 19 skips such elements there).
 * The page's CSP lists the hashes of the inline scripts after this change, and the new module
 * script has the same text, hence the same hash, as the inert one. A page rendered for everyone
 * carries its script marker (`markedScriptHashes`) in these tags until it is kept.
 */
const DEFERRED_TYPE = 'text/x-deferred-module';

const BOOT = `addEventListener("load",function(){var d=document.querySelector('script[type="${DEFERRED_TYPE}"]');if(d){var s=document.createElement("script");s.type="module";s.textContent=d.textContent;document.body.appendChild(s)}},{once:true});`;

export function deferHydration(html: string, scriptMarker: string): string {
  const marked = ` nonce="${scriptMarker}"`;
  const moduleScript = `<script${marked} type="module" async="">`;
  const context = `<script${marked}>window.__reactRouterContext = `;
  // Not a page React Router wrote (an error of ours, say): leave it as it is.
  if (!html.includes(moduleScript) || !html.includes(context)) return html;
  return html
    .replaceAll('<link rel="modulepreload"', '<link rel="x-deferred-modulepreload"')
    .replace(moduleScript, `<script${marked} type="${DEFERRED_TYPE}">`)
    .replace(context, `<script${marked}>${BOOT}window.__reactRouterContext = `);
}
