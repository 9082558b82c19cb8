import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_CITIES, CONTENT_PAGE_ROUTES, PAGE_NUMBERS, SERVICE_ROUTES } from '@harsh/contract';
import { SEED_MEDIA_DIR } from './seed-paths.js';
import { readSeed } from './seed-files.js';

type Seed = Awaited<ReturnType<typeof readSeed>>;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const count = (text: string, needle: string) => text.split(needle).length - 1;

/** Every stored HTML fragment of the seed, named for messages. */
function htmlFragments(seed: Seed): [string, string][] {
  return [
    ...seed.pageFiles.map((p) => [`page ${p.meta.number}`, p.html] as [string, string]),
    ...seed.serviceFiles.map((s) => [`service ${s.meta.slug}`, s.html] as [string, string]),
    ...seed.blogFiles.map((b) => [`blog ${b.meta.slug}`, b.html] as [string, string]),
  ];
}

describe('seed content (readSeed)', () => {
  let seed: Seed;
  beforeAll(async () => {
    seed = await readSeed();
  });

  describe('pages', () => {
    it('has a page for every page number the site uses, and no two with one number or slug', () => {
      const numbers = seed.pageFiles.map((p) => p.meta.number);
      for (const number of PAGE_NUMBERS) expect(numbers, `page ${number}`).toContain(number);
      expect(new Set(numbers).size).toBe(numbers.length);
      const slugs = seed.pageFiles.map((p) => p.meta.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    });

    it('gives every page a title, banner image, meta title and description, and at least 150 words', () => {
      for (const { meta, text } of seed.pageFiles) {
        const label = `page ${meta.number}`;
        expect(meta.title.trim().length, label).toBeGreaterThan(0);
        expect(meta.banner_image, label).toMatch(/^\/api\/media\/[\w.-]+\.svg$/);
        expect(meta.meta_title.trim().length, label).toBeGreaterThan(0);
        expect(meta.meta_description.trim().length, label).toBeGreaterThanOrEqual(50);
        expect(wordCount(text), label).toBeGreaterThanOrEqual(150);
      }
    });

    it('structures every page body with <h2> headings and no <h1> (the title is the h1)', () => {
      for (const { meta, html } of seed.pageFiles) {
        expect(html, `page ${meta.number}`).toContain('<h2');
        expect(html, `page ${meta.number}`).not.toContain('<h1');
      }
    });

    it('asks at least 10 questions as <h3> headings on the FAQ page (15)', () => {
      const faq = seed.pageFiles.find((p) => p.meta.number === 15);
      expect(faq).toBeDefined();
      expect(count(faq!.html, '<h3')).toBeGreaterThanOrEqual(10);
      const questions = [...faq!.html.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => m[1]!);
      expect(questions.filter((q) => q.trim().endsWith('?')).length).toBeGreaterThanOrEqual(10);
    });

    it('keeps plain text (what search reads) free of markup and HTML entities', () => {
      for (const { meta, text } of [...seed.pageFiles, ...seed.serviceFiles, ...seed.blogFiles]) {
        const label = 'number' in meta ? `page ${meta.number}` : meta.slug;
        expect(text, label).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(text, label).not.toMatch(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i);
      }
    });
  });

  describe('services', () => {
    it('has ids 4–10 with the fixed route slugs, in order', () => {
      const byId = new Map(seed.serviceFiles.map((s) => [s.meta.id, s.meta.slug]));
      expect([4, 5, 6, 7, 8, 9, 10].map((id) => byId.get(id))).toEqual([
        'warehousing',
        'parking-solutions-2',
        'rail-logistics',
        'road-logistics',
        'air-logistics',
        'distribution-and-fulfillment',
        'sort-centres',
      ]);
      for (const { id, slug } of SERVICE_ROUTES) expect(byId.get(id)).toBe(slug);
    });

    it('has unique ids and slugs, and a title, summary, image and body for each', () => {
      const ids = seed.serviceFiles.map((s) => s.meta.id);
      const slugs = seed.serviceFiles.map((s) => s.meta.slug);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const { meta, html, text } of seed.serviceFiles) {
        expect(meta.slug, meta.slug).toMatch(/^[a-z0-9-]+$/);
        expect(meta.title.trim().length, meta.slug).toBeGreaterThan(0);
        expect(meta.summary.trim().length, meta.slug).toBeGreaterThan(0);
        expect(meta.image, meta.slug).toMatch(/^\/api\/media\/[\w.-]+\.svg$/);
        expect(html, meta.slug).toContain('<p>');
        expect(wordCount(text), meta.slug).toBeGreaterThanOrEqual(50);
      }
    });
  });

  describe('blogs', () => {
    it('has at least 6 posts with different slugs, each dated, authored and illustrated', () => {
      expect(seed.blogFiles.length).toBeGreaterThanOrEqual(6);
      const slugs = seed.blogFiles.map((b) => b.meta.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const { meta, text } of seed.blogFiles) {
        expect(meta.slug, meta.slug).toMatch(/^[a-z0-9-]+$/);
        expect(meta.published_at, meta.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(meta.published_at)), meta.slug).toBe(false);
        expect(meta.author.trim().length, meta.slug).toBeGreaterThan(0);
        expect(meta.excerpt.trim().length, meta.slug).toBeGreaterThan(0);
        expect(meta.image, meta.slug).toMatch(/^\/api\/media\/[\w.-]+\.svg$/);
        expect(wordCount(text), meta.slug).toBeGreaterThanOrEqual(150);
      }
    });

    it('dates every comment after its post, and every reply after what it answers', () => {
      const published = new Map(
        seed.blogFiles.map((b) => [
          b.meta.slug,
          Date.parse(`${b.meta.published_at}T23:59:59+05:30`),
        ]),
      );
      type Comment = (typeof seed.comments)[number];
      const check = (comment: Comment, slug: string, after: number) => {
        const at = Date.parse(comment.created_at);
        expect(at, `${slug}: ${comment.name} at ${comment.created_at}`).toBeGreaterThan(after);
        for (const reply of comment.replies) check(reply, slug, at);
      };
      for (const comment of seed.comments)
        check(comment, comment.blog_slug!, published.get(comment.blog_slug!)!);
    });
  });

  describe('gallery', () => {
    it('has at least 12 items with unique ids, titles and images', () => {
      expect(seed.gallery.length).toBeGreaterThanOrEqual(12);
      expect(new Set(seed.gallery.map((g) => g.id)).size).toBe(seed.gallery.length);
      for (const item of seed.gallery) {
        expect(item.title.trim().length).toBeGreaterThan(0);
        expect(item.image).toMatch(/^\/api\/media\/[\w.-]+\.svg$/);
      }
    });
  });

  describe('branches', () => {
    it('has at least 40 branches, at least one in every city of spec §9', () => {
      expect(seed.branchList.length).toBeGreaterThanOrEqual(40);
      const cities = new Set(seed.branchList.map((b) => b.city.trim().toUpperCase()));
      for (const city of BRANCH_CITIES) expect(cities.has(city), city).toBe(true);
    });

    it('gives every branch a 6-digit pin code, an address, a phone number and its own e-mail address', () => {
      for (const branch of seed.branchList) {
        const label = branch.location_name;
        expect(branch.pin_code, label).toMatch(/^\d{6}$/);
        expect(branch.location_name.trim().length, label).toBeGreaterThan(0);
        expect(branch.address.trim().length, label).toBeGreaterThan(0);
        expect(branch.state.trim().length, label).toBeGreaterThan(0);
        expect(branch.phone_no, label).toMatch(/\d/);
        expect(branch.email, label).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
      }
      const emails = seed.branchList.map((b) => b.email.trim().toLowerCase());
      expect(new Set(emails).size).toBe(emails.length);
    });
  });

  describe('links and media', () => {
    it('points every /api/media image path at a file in seed/media', () => {
      const paths = new Set(JSON.stringify(seed).match(/\/api\/media\/[^"'\s)<>\\]+/g) ?? []);
      expect(paths.size).toBeGreaterThanOrEqual(12);
      for (const path of paths) {
        const file = decodeURIComponent(path.slice('/api/media/'.length));
        expect(existsSync(join(SEED_MEDIA_DIR, file)), path).toBe(true);
      }
    });

    it('links internally only to routes the site has', () => {
      const serviceSlugs = new Set(seed.serviceFiles.map((s) => s.meta.slug));
      const blogSlugs = new Set(seed.blogFiles.map((b) => b.meta.slug));
      const routes = new Set<string>([
        '/',
        '/contact-us',
        '/branch_locator',
        '/branches',
        '/search',
        '/services/services1',
        '/blogs/grid',
        ...CONTENT_PAGE_ROUTES.map((r) => r.path),
        ...[...serviceSlugs].map((slug) => `/services/${slug}`),
        ...[...blogSlugs].map((slug) => `/blogs/blog_details/${slug}`),
      ]);
      let internal = 0;
      for (const [label, html] of htmlFragments(seed)) {
        for (const match of html.matchAll(/href="([^"]*)"/g)) {
          const href = match[1]!.replace(/&amp;/g, '&');
          if (!href.startsWith('/')) continue;
          internal++;
          expect(href.startsWith('//'), `${label}: ${href}`).toBe(false);
          const path = href.replace(/[?#].*$/, '');
          expect(routes.has(path), `${label}: ${href}`).toBe(true);
        }
      }
      expect(internal).toBeGreaterThan(0);
    });

    it('stores no executable markup', () => {
      for (const [label, html] of htmlFragments(seed)) {
        expect(html.toLowerCase(), label).not.toContain('<script');
        expect(html.toLowerCase(), label).not.toMatch(/<[^>]*\son[a-z]+\s*=/);
        expect(html.toLowerCase(), label).not.toContain('onerror=');
        expect(html.toLowerCase(), label).not.toContain('javascript:');
        expect(html.toLowerCase(), label).not.toContain('<iframe');
      }
    });

    it('has company settings with contact details', () => {
      expect(seed.company.email).toMatch(/@/);
      expect(seed.company.phone).toMatch(/\d/);
      expect(seed.company.claims.support).toBe('24/7');
    });
  });
});
