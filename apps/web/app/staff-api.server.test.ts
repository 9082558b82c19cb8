import { describe, expect, it } from 'vitest';
import { safeNextPath } from './staff-api.server';

describe('safeNextPath', () => {
  it.each(['/admin', '/admin/inbox?kind=contact', '/admin/content/pages/1#history'])(
    'keeps a staff page: %j',
    (value) => {
      expect(safeNextPath(value)).toBe(value);
    },
  );

  it.each([
    null,
    '',
    '/',
    '/about-us',
    '//evil.example/admin',
    '/admin/../about-us',
    '/admin/..//evil.example',
    '/administrator',
    'https://evil.example/admin',
  ])('sends anything else to the staff overview: %j', (value) => {
    expect(safeNextPath(value)).toBe('/admin');
  });

  it('drops tabs and line breaks, which would otherwise break the redirect header', () => {
    expect(safeNextPath('/admin/inbox\r\nSet-Cookie: x=1')).toBe('/admin/inboxSet-Cookie:%20x=1');
    expect(safeNextPath('/admin\t/inbox')).toBe('/admin/inbox');
  });
});
