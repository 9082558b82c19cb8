import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test as base } from '@playwright/test';

const consoleErrorsOf = new WeakMap<Page, string[]>();

/**
 * Pages fail their test on any console error, as a visitor's browser would show one. The check
 * rides on the page itself, so a test of HTTP answers alone (`request`) opens no browser page.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    consoleErrorsOf.set(page, errors);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    await use(consoleErrorsOf.get(page)!);
  },
});

export { expect };

/** Serious and critical WCAG 2.1 AA violations on the page, as readable lines. */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * The page's scripts have taken over. A staff screen (React Router's application): its start-up
 * indicator has finished. A public page (HTML first): every enhancement script it names
 * (`script[data-enhance]`) has set up its part (`<html data-enhanced>`).
 */
export async function waitForHydration(page: Page) {
  if (await page.evaluate(() => '__reactRouterContext' in window)) {
    await expect(page.locator('.progress-bar')).toHaveAttribute('data-state', 'idle');
    return;
  }
  await expect
    .poll(() =>
      page.evaluate(() => {
        const wired = new Set((document.documentElement.dataset.enhanced ?? '').split(' '));
        return [...document.querySelectorAll<HTMLScriptElement>('script[data-enhance]')].every(
          (script) => wired.has(script.dataset.enhance!),
        );
      }),
    )
    .toBe(true);
}

/**
 * Ticks a box by keyboard, as a visitor tabbing through would. For pages without scripts: a
 * pointer click there is aimed before the page's smooth scroll has settled and, on a loaded
 * machine, now and then lands beside the box (Playwright's check then fails with "did not change
 * its state", microsoft/playwright#13470). The key press needs no coordinates.
 */
export async function tick(box: Locator) {
  await box.press('Space');
  await expect(box).toBeChecked();
}

/** Drops the console errors a test expects (the browser's own report of a refused request, say). */
export function expectConsoleErrors(consoleErrors: string[], expected: RegExp) {
  const unexpected = consoleErrors.filter((error) => !expected.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** The element's text colour as red, green and blue from 0 to 255, whatever colour space the CSS uses. */
export function textColour(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}
