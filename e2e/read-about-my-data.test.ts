import { expect, test, accessibilityViolations } from './fixtures';

test('a visitor finds what is kept of their data, their rights and the grievance officer, from every form and the footer', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  // Every consent notice leads to it, beside the privacy policy.
  await form.getByRole('link', { name: 'your data and your rights' }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data and your rights');
  await expect(page).toHaveTitle('Your data and your rights | Harsh Logistics');

  const main = page.getByRole('main');
  // What each form keeps and why, in its consent notice's own words.
  await expect(
    main.getByRole('region', { name: 'What we keep, and why' }).getByRole('listitem'),
  ).toHaveText([
    'Partner and vendor enquiries: your name, e-mail address, mobile number and message, to answer this enquiry and discuss working together.',
    'Contact messages: your name, e-mail address, phone number and message, to answer your message.',
    'Requests for a quotation: your name, e-mail address, phone number and the details of your shipment, to prepare and send you a quotation.',
    'Comments on our blog: your name, e-mail address and comment, to publish your comment with your name once our team has read it, and to answer you.',
    'Newsletter subscriptions: your e-mail address, to send you our newsletter.',
  ]);
  await expect(main).toContainText('erased by itself 730 days after it reaches us (about 2 years)');
  await expect(main).toContainText(
    'We answer a request within 30 days, and a grievance within 90 days at the latest.',
  );
  const officer = page.getByRole('complementary', { name: 'Grievance officer' });
  await expect(officer).toContainText('Meenakshi Iyer');
  await expect(officer.getByRole('link', { name: 'grievance@harshlogistics.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@harshlogistics.in',
  );
  await expect(officer.getByRole('link', { name: '+91 79 4890 1250' })).toHaveAttribute(
    'href',
    'tel:+917948901250',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await accessibilityViolations(page)).toEqual([]);

  // The footer and the privacy policy lead to it too.
  await page.goto('/privacy-policy');
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Policies' })
      .getByRole('link', { name: 'Your data and your rights' }),
  ).toHaveAttribute('href', '/your-data');
  await page
    .getByRole('complementary', { name: 'Your data, your say' })
    .getByRole('link', { name: 'Your data and your rights' })
    .click();
  await expect(page).toHaveURL(/\/your-data$/);
});

test("the page is in Hindi under /hi, the grievance officer's designation too", async ({
  page,
}) => {
  await page.goto('/hi/your-data');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी जानकारी और आपके अधिकार');
  const officer = page.getByRole('complementary', { name: 'शिकायत अधिकारी' });
  await expect(officer).toContainText('शिकायत अधिकारी और विधि प्रमुख');
  await expect(page.getByRole('main')).toContainText('ज़्यादा से ज़्यादा 90 दिनों में');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the partner, vendor and careers pages warn that we never ask for money, with the official contacts', async ({
  page,
}) => {
  for (const path of ['/business-partner', '/vendors', '/open-positions', '/life-at-harsh']) {
    await page.goto(path);
    const warning = page.getByRole('complementary', {
      name: 'Beware of offers that ask you for money',
    });
    await expect(warning, path).toContainText('never asks for a fee or a deposit');
    await expect(
      warning.getByRole('link', { name: 'info@harshlogistics.in' }),
      path,
    ).toHaveAttribute('href', 'mailto:info@harshlogistics.in');
    await expect(warning.getByRole('link', { name: '+91 79 4890 1200' }), path).toHaveAttribute(
      'href',
      'tel:+917948901200',
    );
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto('/hi/vendors');
  await expect(
    page.getByRole('complementary', { name: 'पैसे माँगने वाले प्रस्तावों से सावधान रहें' }),
  ).toContainText('कभी कोई फ़ीस या जमा राशि नहीं माँगती');
  // Elsewhere, no warning.
  await page.goto('/about-us');
  await expect(
    page.getByRole('complementary', { name: 'Beware of offers that ask you for money' }),
  ).toHaveCount(0);
});
