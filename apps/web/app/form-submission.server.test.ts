import { describe, expect, it } from 'vitest';
import { readFormFields, safeReturnPath } from './form-submission.server';

describe('safeReturnPath', () => {
  it.each(['/vendors', '/contact-us?sent=1', '/services/details/cold-chain#form'])(
    'keeps a path of the site: %j',
    (value) => {
      expect(safeReturnPath(value, '/fallback')).toBe(value);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    'https://evil.example/',
    'vendors',
    '',
    undefined,
  ])('refuses what a browser would read as another site, or no path: %j', (value) => {
    expect(safeReturnPath(value, '/fallback')).toBe('/fallback');
  });
});

describe('readFormFields', () => {
  it('reads line breaks as LF, however the browser sent them (a form sends CR LF)', async () => {
    const request = new Request('http://site.invalid/admin/content/pages/7', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'content=%3Cp%3Ea%3C%2Fp%3E%0D%0A%3Cp%3Eb%3C%2Fp%3E%0D&note=one%0Atwo',
    });
    expect(await readFormFields(request)).toEqual({
      content: '<p>a</p>\n<p>b</p>\n',
      note: 'one\ntwo',
    });
  });
});
