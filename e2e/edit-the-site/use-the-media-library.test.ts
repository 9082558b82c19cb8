import sharp from 'sharp';
import { CONTENT_MESSAGES, MEDIA_MESSAGES } from '@harsh/contract';
import {
  accessibilityViolations,
  expect,
  expectConsoleErrors,
  test,
  waitForHydration,
} from '../fixtures';
import { ADMIN_STATE } from '../staff';

test.use({ storageState: ADMIN_STATE });

/** A photo as a phone would send it: a JPEG with the camera's details in its EXIF; grainy, it weighs what a real one does. */
async function photo(width: number, height: number, colour: string, { grainy = false } = {}) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: colour,
      ...(grainy ? { noise: { type: 'gaussian' as const, mean: 110, sigma: 40 } } : {}),
    },
  })
    .composite([
      {
        input: {
          create: {
            width: Math.round(width / 2),
            height: Math.round(height / 3),
            channels: 3,
            background: '#f5a623',
          },
        },
        left: 40,
        top: 40,
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'Field 7' } })
    .toBuffer();
}

test('an uploaded picture with its description and focal point appears on a page with srcset, in the banner and in the text', async ({
  page,
  consoleErrors,
}) => {
  // Upload, focal point, a page edited and published, then read as a visitor: 39 s alone, past 60 s
  // beside another staff journey on two cores.
  test.setTimeout(120_000);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const file = page.getByLabel('Picture', { exact: true });

  // A file over 8 MB is refused by its field before it is sent; the description stays.
  const tooBig = 'Upload a picture of 8 MB or less: save it smaller or at a lower quality first.';
  const oversized = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(9 * 1024 * 1024, 1),
  ]);
  await file.setInputFiles({ name: 'drone-shot.jpg', mimeType: 'image/jpeg', buffer: oversized });
  await expect(page.locator('#media-file-error')).toHaveText(tooBig);
  await page.getByLabel('Description (alt text)').fill('Our yard from above');
  let sent = false;
  page.on('request', (request) => (sent ||= request.method() === 'POST'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(file).toBeFocused();
  await expect(page.locator('#media-file-error')).toHaveText(tooBig);
  await expect(page.getByLabel('Description (alt text)')).toHaveValue('Our yard from above');
  expect(sent).toBe(false);
  // Sent without script, the page itself refuses it by the field, keeping the description.
  const origin = new URL(page.url()).origin;
  const posted = await page.request.post('/admin/media', {
    headers: { origin },
    multipart: {
      file: { name: 'drone-shot.jpg', mimeType: 'image/jpeg', buffer: oversized },
      alt: 'Our yard from above',
    },
  });
  expect(posted.status()).toBe(422);
  const html = await posted.text();
  expect(html).toContain(tooBig);
  expect(html).toContain('value="Our yard from above"');

  // A file that only claims to be a JPEG, then a picture without a description: both refused by field.
  await file.setInputFiles({
    name: 'route-plan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Route plan: Bhopal, Indore, Pune\n'),
  });
  await page.getByLabel('Description (alt text)').fill('A route plan');
  await page.getByRole('button', { name: 'Upload' }).click();
  const wrongType =
    'Upload a JPEG, PNG or WebP picture, or a plain SVG drawing. This file is none of them, whatever its name says.';
  await expect(page.locator('#media-file-error')).toHaveText(wrongType);
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  const bytes = await photo(1800, 1000, '#0b3d91');
  await file.setInputFiles({ name: 'team-at-pune-hub.jpg', mimeType: 'image/jpeg', buffer: bytes });
  await page.getByLabel('Description (alt text)').fill('');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page
      .getByText('Describe the picture for people who cannot see it, or mark it as decorative.')
      .last(),
  ).toBeVisible();
  expectConsoleErrors(consoleErrors, /status of 422/);

  await file.setInputFiles({ name: 'team-at-pune-hub.jpg', mimeType: 'image/jpeg', buffer: bytes });
  await page.getByLabel('Description (alt text)').fill('Our team loading parcels at the Pune hub');
  await page.getByRole('button', { name: 'Upload' }).click();
  // Making its AVIF and WebP sizes takes a second or two, longer on a busy machine (over 20 s while the pages of the journey
  // before were rendered again): not what is tested here.
  await expect(page.getByRole('status').first()).toContainText('The picture is in the library.', {
    timeout: 40_000,
  });
  await page.getByRole('link', { name: 'Open team-at-pune-hub.jpg' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'team-at-pune-hub.jpg' })).toBeVisible();
  await expect(page.getByText('1600 × 889 px')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const address = await page.getByLabel('Address to use in content').inputValue();
  expect(address).toMatch(/^\/api\/media\/lib\/[0-9a-f]{16}-1600x889-1600\.webp$/);

  // The focal point: the middle until staff choose. A click on the picture moves it there.
  await waitForHydration(page);
  const horizontal = page.getByLabel('Horizontal %');
  const vertical = page.getByLabel('Vertical %');
  await expect(horizontal).toHaveValue('50');
  await expect(vertical).toHaveValue('50');
  const whole = page
    .getByRole('region', { name: 'Picture' })
    .getByRole('img', { name: 'Our team loading parcels at the Pune hub' });
  const size = (await whole.boundingBox())!;
  await whole.click({ position: { x: size.width * 0.75, y: size.height * 0.25 } });
  await expect(horizontal).toHaveValue('75');
  await expect(vertical).toHaveValue('25');
  // By number, as a keyboard or a screen reader sets it: the marker and the crops' previews follow before it is saved.
  await horizontal.fill('20');
  await vertical.fill('80');
  await expect(page.getByTestId('focal-marker')).toHaveAttribute('style', /left: ?20%; ?top: ?80%/);
  for (const crop of await page.getByTestId('focal-previews').locator('img').all())
    await expect(crop).toHaveCSS('object-position', '20% 80%');
  // A point off the picture is refused by its field, and what was typed stays.
  await horizontal.fill('120');
  await page.getByRole('button', { name: 'Save the description and focal point' }).click();
  await expect(page.locator('#media-focal-x-error')).toHaveText(MEDIA_MESSAGES.focalX);
  await expect(horizontal).toHaveValue('120');
  expectConsoleErrors(consoleErrors, /status of 422/);
  await horizontal.fill('20');
  await page.getByRole('button', { name: 'Save the description and focal point' }).click();
  await expect(page.getByRole('status').first()).toHaveText(MEDIA_MESSAGES.saved);
  await page.reload();
  await expect(horizontal).toHaveValue('20');
  await expect(vertical).toHaveValue('80');
  await expect(page.getByTestId('focal-marker')).toHaveAttribute('style', /left: ?20%; ?top: ?80%/);

  // The life-at-harsh page takes it as its banner (typed in) and in its text (from the editor's library list).
  await page.goto('/admin/content/pages/8');
  await page.getByLabel('Banner image').fill(address);
  const text = page.getByRole('textbox', { name: 'Page text' });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  await text.click();
  await text.press('ControlOrMeta+End');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Image' })
    .click();
  await page
    .getByLabel('From the media library')
    .selectOption({ label: 'Our team loading parcels at the Pune hub · 1600 × 889' });
  await expect(page.getByLabel('Alt text')).toHaveValue('Our team loading parcels at the Pune hub');
  await page.getByRole('button', { name: 'Insert the image' }).click();
  await expect(
    text.getByRole('img', { name: 'Our team loading parcels at the Pune hub' }),
  ).toBeVisible();
  await page.getByLabel('What changed (for the history)').fill('A photo of the Pune team');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page
    .getByRole('button', { name: /^Publish version \d+$/ })
    .first()
    .click();
  // The exact message: the saved one also has the word "published" in it.
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  // A visitor's page offers every width in AVIF and WebP, and the browser loads one of them.
  const visitorContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/life-at-harsh');
  const banner = visitor.locator('main picture').first();
  await expect(banner.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w$/,
  );
  await expect(banner.locator('img')).toHaveAttribute('srcset', /-480\.webp 480w/);
  await expect(banner.locator('img')).toHaveAttribute('sizes', '100vw');
  // The banner's crop keeps the focal point staff chose.
  await expect(banner.locator('img')).toHaveCSS('object-position', '20% 80%');
  const inText = visitor.getByRole('img', { name: 'Our team loading parcels at the Pune hub' });
  await expect(inText).toHaveAttribute(
    'srcset',
    /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/,
  );
  await expect(inText).toHaveAttribute('sizes', /48rem/);
  await expect(inText).toHaveAttribute('width', '1600');
  await expect(inText).toHaveAttribute('height', '889');
  await inText.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      inText.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc,
      ),
    )
    .toMatch(/\/api\/media\/lib\/.*\.webp$/);
  const loaded = await visitor.request.get(address.replace('-1600.webp', '-480.avif'));
  expect(loaded.status()).toBe(200);
  expect(loaded.headers()['content-type']).toBe('image/avif');
  expect(loaded.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await loaded.body()).includes('PhoneCam')).toBe(false);
  expect(await accessibilityViolations(visitor)).toEqual([]);
  await visitorContext.close();

  // The library knows where the picture is used, and will not delete it while it is.
  await page.goto('/admin/media');
  await page.getByRole('link', { name: 'team-at-pune-hub.jpg' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Where it is used' })
      .getByRole('link', { name: 'Life at Harsh' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete the picture' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Still reachable by keyboard, so that its reason is read out; sent anyway, it is refused.
  await page.getByRole('button', { name: 'Delete the picture' }).focus();
  await expect(
    page.getByRole('button', { name: 'Delete the picture' }),
  ).toHaveAccessibleDescription('Take it off the pages above first.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').first()).toContainText(
    'This picture is still used on the site.',
  );
  expectConsoleErrors(consoleErrors, /status of (409|422)/);
});

test('an unused picture is described again and deleted, and its files stop being served', async ({
  page,
}) => {
  await page.goto('/admin/media');
  // Over a megabyte, as photos are: more than any other staff form may send.
  const bytes = await photo(2000, 1400, '#1f7a3a', { grainy: true });
  expect(bytes.length).toBeGreaterThan(1024 * 1024);
  await page
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'old-depot.jpg', mimeType: 'image/jpeg', buffer: bytes });
  await page.getByLabel('Decorative only').check();
  await page.getByRole('button', { name: 'Upload' }).click();
  // Making its AVIF and WebP sizes takes a second or two, longer on a busy machine (over 20 s while the pages of the journey
  // before were rendered again): not what is tested here.
  await expect(page.getByRole('status').first()).toContainText('The picture is in the library.', {
    timeout: 40_000,
  });
  await page.getByRole('link', { name: 'Open old-depot.jpg' }).click();
  await expect(page.getByText('Decorative (no description read out)')).toBeVisible();
  const address = await page.getByLabel('Address to use in content').inputValue();

  await page.getByLabel('Decorative only').uncheck();
  await page.getByLabel('Description (alt text)').fill('Our old depot at Mandideep');
  await page.getByRole('button', { name: 'Save the description and focal point' }).click();
  await expect(page.getByRole('status').first()).toContainText(MEDIA_MESSAGES.saved);
  await expect(page.getByText('“Our old depot at Mandideep”')).toBeVisible();

  expect((await page.request.get(address)).status()).toBe(200);
  await page.getByRole('button', { name: 'Delete the picture' }).click();
  await expect(page).toHaveURL(/\/admin\/media\?deleted=1$/);
  await expect(page.getByRole('status').first()).toContainText(
    'The picture is deleted from the library.',
  );
  await expect(page.getByRole('link', { name: 'old-depot.jpg' })).toHaveCount(0);
  expect((await page.request.get(address)).status()).toBe(404);
});

test('while a large picture is being made into its sizes, the staff pages and fresh pages still come', async ({
  page,
}) => {
  await page.goto('/admin/media');
  const origin = new URL(page.url()).origin;
  const bytes = await photo(3600, 2700, '#0b3d91', { grainy: true });
  const finished: string[] = [];
  const upload = page.request
    .post('/admin/media', {
      headers: { origin },
      multipart: {
        file: { name: 'yard-panorama.jpg', mimeType: 'image/jpeg', buffer: bytes },
        decorative: 'on',
      },
      timeout: 60_000,
    })
    .then((response) => (finished.push('upload'), response));
  // The picture is sent and its sizes are being made (seconds) when the other requests come.
  await new Promise((resolve) => setTimeout(resolve, 700));
  const others = [
    page.request.get('/admin/content').then((response) => (finished.push('staff page'), response)),
    page.request
      .get(`/search?q=depot${Date.now()}`)
      .then((response) => (finished.push('fresh page'), response)),
  ];
  for (const response of await Promise.all(others)) expect(response.status()).toBe(200);
  expect((await upload).status()).toBeLessThan(400);
  expect(finished.at(-1)).toBe('upload');
});
