import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_ROUTES, type SitemapContent } from '@harsh/contract';
import { sitemapEntries, sitemapIndexXml, sitemapPartPath, sitemapParts, sitemapXml } from './sitemap';

const CONTENT: SitemapContent = {
  pages: [...new Set(CONTENT_PAGE_ROUTES.map((r) => r.page))].map((number) => ({ number, updated_at: `2026-11-${String(number % 28 + 1).padStart(2, '0')}T10:00:00.000Z` })),
  services: [{ id: 1, slug: 'full-truckload', updated_at: '2026-11-20T08:00:00.000Z' }],
  blogs: [{ slug: 'e-way-bills', updated_at: '2026-11-21T09:30:00.000Z' }],
  branches: [
    { city: 'AHMEDABAD', slug: 'narol-hub', updated_at: '2026-11-10T08:00:00.000Z' },
    { city: 'AHMEDABAD', slug: 'head-office', updated_at: '2026-11-12T08:00:00.000Z' },
    { city: 'NAVI MUMBAI', slug: 'vashi-branch', updated_at: '2026-11-11T08:00:00.000Z' },
  ],
  settings: { updated_at: '2026-11-22T07:00:00.000Z' },
};

describe('the sitemap', () => {
  const entries = sitemapEntries(CONTENT);
  const byPath = new Map(entries.map((e) => [e.path, e.lastmod]));

  it('lists each page of spec §2 once, at its one address, with its page’s last change', () => {
    expect(byPath.get('/about-us')).toBe(CONTENT.pages.find((p) => p.number === 1)!.updated_at);
    expect(byPath.has('/industries')).toBe(true);
    expect(byPath.has('/modern-retail')).toBe(false);
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
  });

  it('dates the list pages by their newest item, and the home page by the newest of all', () => {
    expect(byPath.get('/services/services1')).toBe('2026-11-20T08:00:00.000Z');
    expect(byPath.get('/blogs/grid')).toBe('2026-11-21T09:30:00.000Z');
    expect(byPath.get('/')).toBe('2026-11-22T07:00:00.000Z');
    expect(byPath.get('/services/full-truckload')).toBe('2026-11-20T08:00:00.000Z');
    expect(byPath.get('/blogs/blog_details/e-way-bills')).toBe('2026-11-21T09:30:00.000Z');
  });

  it('lists the branch directory, each city with branches and each branch, dated by their branches', () => {
    expect(byPath.get('/branches')).toBe('2026-11-12T08:00:00.000Z');
    expect(byPath.get('/branches/ahmedabad')).toBe('2026-11-12T08:00:00.000Z');
    expect(byPath.get('/branches/ahmedabad/narol-hub')).toBe('2026-11-10T08:00:00.000Z');
    expect(byPath.get('/branches/navi-mumbai')).toBe('2026-11-11T08:00:00.000Z');
    expect(byPath.get('/branches/navi-mumbai/vashi-branch')).toBe('2026-11-11T08:00:00.000Z');
  });

  it('splits more than 50,000 addresses into parts listed by an index, each dated by its newest entry', () => {
    const many = Array.from({ length: 120_001 }, (_, i) => ({ path: `/p/${i}`, lastmod: `2026-11-${String((i % 20) + 1).padStart(2, '0')}` }));
    const parts = sitemapParts(many);
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, 20_001]);
    expect(parts.flat()).toEqual(many);
    const index = sitemapIndexXml('https://www.example.in', parts);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<sitemap><loc>https://www.example.in${sitemapPartPath(2)}</loc><lastmod>2026-11-20</lastmod></sitemap>`);
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(sitemapParts(many.slice(0, 50_000))).toHaveLength(1);
  });

  it('writes absolute addresses on the site’s origin, escaped for XML', () => {
    const xml = sitemapXml('https://www.example.in', [{ path: '/term&condition', lastmod: '2026-11-01T00:00:00.000Z' }, { path: '/contact-us' }]);
    expect(xml).toContain('<url><loc>https://www.example.in/term&amp;condition</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://www.example.in/contact-us</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });
});
