import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './form-submission.server';

describe('safeReturnPath', () => {
  it.each(['/vendors', '/contact-us?sent=1', '/services/details/cold-chain#form'])('keeps a path of the site: %j', (value) => {
    expect(safeReturnPath(value, '/fallback')).toBe(value);
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', 'https://evil.example/', 'vendors', '', undefined])(
    'refuses what a browser would read as another site, or no path: %j',
    (value) => {
      expect(safeReturnPath(value, '/fallback')).toBe('/fallback');
    },
  );
});
