import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, localeSetting } from '@harsh/contract';
import { localeOf, localePath, uiOf, unlocalisedPath } from './locale';

const hindi = localeSetting('hi');

describe('the language of an address', () => {
  it('is English at the spec’s addresses and Hindi under /hi, whatever the case', () => {
    expect(localeOf('/about-us')).toBe(DEFAULT_LOCALE);
    expect(localeOf('/')).toBe(DEFAULT_LOCALE);
    expect(localeOf('/hi')).toBe(hindi);
    expect(localeOf('/HI/about-us')).toBe(hindi);
    expect(localeOf('/hindi/about-us')).toBe(DEFAULT_LOCALE);
    expect(localeOf('/en/about-us')).toBe(DEFAULT_LOCALE);
  });

  it('comes off and goes on again', () => {
    expect(unlocalisedPath('/hi/services/warehousing')).toBe('/services/warehousing');
    expect(unlocalisedPath('/hi')).toBe('/');
    expect(unlocalisedPath('/about-us')).toBe('/about-us');
    expect(localePath(hindi, '/services/warehousing')).toBe('/hi/services/warehousing');
    expect(localePath(hindi, '/')).toBe('/hi');
    expect(localePath(hindi, '/?page=2')).toBe('/hi?page=2');
    expect(localePath(hindi, '/search?q=rail')).toBe('/hi/search?q=rail');
    expect(localePath(DEFAULT_LOCALE, '/about-us')).toBe('/about-us');
  });

  it('is put on a path once, and only on the site’s pages', () => {
    expect(localePath(hindi, '/hi/about-us')).toBe('/hi/about-us');
    for (const path of [
      '/media/banner.webp',
      '/api/health/live',
      '/admin/inbox',
      '//evil.example/x',
      'https://example.in/',
      '#main',
      'mailto:a@b.in',
    ]) {
      expect(localePath(hindi, path), path).toBe(path);
    }
  });

  it('picks the interface’s words', () => {
    expect(uiOf('/hi/about-us').nav.aboutUs).toBe('हमारे बारे में');
    expect(uiOf('http://localhost/about-us').nav.aboutUs).toBe('About Us');
  });
});
