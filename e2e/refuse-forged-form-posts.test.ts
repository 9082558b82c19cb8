import { expect, test } from './fixtures';

/** A complete, valid-looking enquiry as a form would send it (without a bot-check token). */
const ENQUIRY = {
  type: '2',
  name: 'Forged Sender',
  email: 'forged@example.in',
  mobile: '9825011223',
  message: 'Sent from another site.',
  consent: 'on',
};

test('a form post from another site is refused before it reaches the API', async ({
  request,
  baseURL,
}) => {
  const forged = await request.post('/enquiry', {
    form: ENQUIRY,
    headers: { origin: 'https://forms.example.net' },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('only be sent from its own pages');

  const noOrigin = await request.post('/newsletter', {
    form: { email: 'nobody@example.in', consent: 'on' },
  });
  expect(noOrigin.status(), 'a post with no Origin, Sec-Fetch-Site or Referer').toBe(403);

  // The same post from the site's own origin gets as far as the bot check.
  const own = await request.post('/enquiry', { form: ENQUIRY, headers: { origin: baseURL! } });
  expect(own.status()).toBe(422);
  expect(await own.text()).toContain('The bot check failed. Please try again.');
});

test('a post to a page with no form is answered 405 plainly, to no page 404, naming no route and kept by no cache', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/about-us', '/about-us.data', '/', '/_root.data']) {
    const response = await request.post(path, { form: { a: '1' }, headers: { origin: baseURL! } });
    expect(response.status(), path).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
    expect(response.headers()['cache-control']).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('This page has no form to send');
    expect(text).not.toMatch(/route|action/i);
  }
  // A post to an address with no page is a 404, as plain.
  for (const path of ['/no/such/page', '/no/such/page.data']) {
    const response = await request.post(path, { form: { a: '1' }, headers: { origin: baseURL! } });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('Error 404');
    expect(text).toContain('Uh oh, something went wrong');
    expect(text).not.toMatch(/route|action/i);
  }
  // A page's own form still posts (as far as its checks).
  expect(
    (
      await request.post('/newsletter', { form: { email: 'x' }, headers: { origin: baseURL! } })
    ).status(),
  ).toBe(422);
});

test('an oversized form post is refused with 413, on the site and on the API', async ({
  request,
  baseURL,
}) => {
  const huge = { ...ENQUIRY, message: 'x'.repeat(40 * 1024) };
  const site = await request.post('/enquiry', { form: huge, headers: { origin: baseURL! } });
  expect(site.status()).toBe(413);

  const api = await request.post('/api/store/partner', {
    data: { ...huge, type: 2, consent: true },
  });
  expect(api.status()).toBe(413);
  expect(await api.json()).toMatchObject({ status: 0 });
});

test('a filled honeypot is answered exactly as a real sign-up is (the API tests check nothing is stored)', async ({
  request,
}) => {
  const trapped = await request.post('/api/store/newsletter', {
    data: { email: `bot-${Date.now()}@example.in`, consent: true, website: 'https://spam.example' },
  });
  const person = await request.post('/api/store/newsletter', {
    data: { email: `person-${Date.now()}@example.in`, consent: true },
  });
  expect(trapped.status()).toBe(201);
  expect(person.status()).toBe(201);
  expect(await trapped.json()).toEqual(await person.json());
});

test('a Hindi address is refused in Hindi: another site, no form, no page, too much, a failed bot check', async ({
  request,
  baseURL,
}) => {
  const forged = await request.post('/hi/enquiry', {
    form: ENQUIRY,
    headers: { origin: 'https://forms.example.net' },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toBe('इस साइट के फ़ॉर्म केवल इसी साइट के पेजों से भेजे जा सकते हैं।');

  const headers = { origin: baseURL! };
  const noForm = await request.post('/hi/about-us', { form: { a: '1' }, headers });
  expect(noForm.status()).toBe(405);
  const noFormPage = await noForm.text();
  expect(noFormPage).toContain('<html lang="hi-IN">');
  expect(noFormPage).toContain('इस पेज पर भेजने के लिए कोई फ़ॉर्म नहीं है');
  expect(noFormPage).toContain('href="/hi"');

  const noPage = await request.post('/hi/no/such/page', { form: { a: '1' }, headers });
  expect(noPage.status()).toBe(404);
  expect(await noPage.text()).toContain('<html lang="hi-IN">');

  const tooMuch = await request.post('/hi/enquiry', {
    form: { ...ENQUIRY, message: 'x'.repeat(40 * 1024) },
    headers,
  });
  expect(tooMuch.status()).toBe(413);
  expect(await tooMuch.text()).toContain('फ़ॉर्म में बहुत ज़्यादा जानकारी भेजी गई।');

  const botCheck = await request.post('/hi/enquiry', { form: ENQUIRY, headers });
  expect(botCheck.status()).toBe(422);
  const refused = await botCheck.text();
  expect(refused).toContain('बॉट-जाँच सफल नहीं हुई। कृपया फिर से कोशिश करें।');
  // The site runs ALTCHA: the visitor is told of no product they never saw.
  expect(refused).not.toContain('reCAPTCHA');
});
