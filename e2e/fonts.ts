import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A font the browser drew some of an element's text with, and how many glyphs. */
interface DrawnFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * Waits until an element's text is drawn in the site's Devanagari face, or in a Devanagari face of
 * the host's own that comes first in the font stack (the CI host's set is not ours to know; the
 * failure names what drew it), and gives the fonts it was drawn with.
 */
export async function drawnInDevanagari(page: Page, selector: string): Promise<DrawnFont[]> {
  const ownDevanagari = hostDevanagariFamilies();
  let drawn: DrawnFont[] = [];
  await expect(async () => {
    drawn = await renderedFonts(page, selector);
    const inDevanagari = drawn.some(
      (font) =>
        font.glyphCount > 0 &&
        (font.isCustomFont
          ? font.familyName === 'Noto Sans Devanagari'
          : ownDevanagari.has(font.familyName)),
    );
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.includes('Devanagari Site'))
        .map((face) => `${face.display} ${face.status}`),
    );
    const why = `${selector} was drawn with ${JSON.stringify(drawn)}; the site's faces: ${faces.join(', ')}; the host's Devanagari fonts: ${[...ownDevanagari].join(', ') || 'none'}`;
    expect(inDevanagari, why).toBe(true);
  }).toPass({ timeout: 15_000 });
  return drawn;
}

/** Holds the site's Devanagari font back 500 ms (routing also turns the HTTP cache off), so that it comes after the first layout. */
export async function holdBackDevanagariFont(page: Page) {
  await page.route(/noto-sans-devanagari-(?!names)[\w-]+\.woff2$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ response });
  });
}

/** The families of the fonts on this host (where the browser runs) that have Devanagari letters. */
function hostDevanagariFamilies(): Set<string> {
  try {
    const families = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
    return new Set(
      families
        .split('\n')
        .flatMap((line) => line.split(','))
        .map((name) => name.trim())
        .filter(Boolean),
    );
  } catch {
    return new Set();
  }
}

/** The fonts the browser drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<DrawnFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}
