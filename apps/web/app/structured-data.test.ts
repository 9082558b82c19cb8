import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Blog, CompanySettingsSchema } from '@harsh/contract';
import { blogPosting, type JsonLd, type SiteFacts } from './structured-data';

const settings = CompanySettingsSchema.parse(
  JSON.parse(readFileSync(new URL('../../api/seed/settings.json', import.meta.url), 'utf8')),
);
const site: SiteFacts = { siteUrl: 'https://www.example.in', settings };

const BLOG: Blog = {
  slug: 'e-way-bills',
  title: 'E-way bills and interstate freight',
  image: '/api/media/blog-e-way-bills.svg',
  excerpt: 'What an e-way bill asks of a shipper.',
  content: '<p>Body</p>',
  author: 'Priya Shah',
  published_at: '2026-11-21T09:30:00.000Z',
};

/** Every `@id` the items refer to (a node that is `{ "@id": … }` alone) that none of them defines. */
function unresolvedReferences(items: JsonLd[]): string[] {
  const defined = new Set<string>();
  const referred: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const node = value as JsonLd;
    const id = node['@id'];
    if (typeof id === 'string') {
      if (Object.keys(node).length === 1) referred.push(id);
      else defined.add(id);
    }
    Object.values(node).forEach(walk);
  };
  items.forEach(walk);
  return referred.filter((id) => !defined.has(id));
}

describe('a blog post’s structured data', () => {
  const posting = blogPosting(site, BLOG, '/blogs/blog_details/e-way-bills');

  it('names its publisher in full, so the post needs no other block to say who published it', () => {
    expect(posting['publisher']).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.example.in/#organization',
      name: 'Harsh Logistics',
      url: 'https://www.example.in/',
      logo: 'https://www.example.in/api/media/logo.svg',
    });
    expect(unresolvedReferences([posting])).toEqual([]);
  });

  it('would be caught referring to a block the page does not have', () => {
    expect(
      unresolvedReferences([{ publisher: { '@id': 'https://www.example.in/#organization' } }]),
    ).toEqual(['https://www.example.in/#organization']);
  });
});
