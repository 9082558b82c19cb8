import { index, route } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { localisedRoutes } from './localised-routes';

describe('localisedRoutes', () => {
  const english = [
    index('routes/home.tsx', { id: 'home' }),
    route('vendors', 'routes/vendors.tsx'),
    route('/about-us', 'routes/content-page.tsx', { id: 'page/about-us' }),
    route('services/:slug', 'routes/service-page.tsx', { id: 'service/by-slug' }),
    route('*', 'routes/not-found.tsx'),
  ];
  const hindi = localisedRoutes('hi', english);

  it('puts every page under the prefix, the index at the prefix itself', () => {
    expect(hindi.map((entry) => entry.path)).toEqual([
      'hi',
      'hi/vendors',
      'hi/about-us',
      'hi/services/:slug',
      'hi/*',
    ]);
    expect(hindi.every((entry) => !entry.index)).toBe(true);
  });

  it('gives each an id of its own, whether the English route named one or not', () => {
    expect(hindi.map((entry) => entry.id)).toEqual([
      'hi/home',
      'hi/routes/vendors',
      'hi/page/about-us',
      'hi/service/by-slug',
      'hi/routes/not-found',
    ]);
    expect(hindi.map((entry) => entry.file)).toEqual(english.map((entry) => entry.file));
  });
});
