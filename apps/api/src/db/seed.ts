import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CompanySettingsSchema, htmlToPlainText, SERVICE_ICONS } from '@harsh/contract';
import { markdownToSafeHtml } from '../content/markdown.js';
import type { Database } from './client.js';
import { blogs, branches, galleryItems, pages, services, settings } from './schema.js';

export const SEED_DIR = fileURLToPath(new URL('../../seed', import.meta.url));

const PageFrontMatter = z.object({
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  banner_image: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});
const ServiceFrontMatter = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  icon: z.enum(SERVICE_ICONS),
});
const BlogFrontMatter = z.object({
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  excerpt: z.string(),
  author: z.string(),
  published_at: z.union([z.string(), z.date()]).transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
});
const GallerySeed = z.array(z.object({ id: z.number().int(), image: z.string(), title: z.string() }));
const BranchSeed = z.array(
  z.object({
    location_name: z.string(),
    address: z.string(),
    state: z.string(),
    city: z.string(),
    pin_code: z.string().regex(/^\d{6}$/),
    phone_no: z.string(),
    email: z.string(),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    opening_hours: z.array(z.string()).min(1),
    services: z.array(z.string()),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);

/** Splits a Markdown file into its YAML front matter (checked against `schema`) and body. */
function parseMarkdownFile<T extends z.ZodType>(file: string, text: string, schema: T) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter`);
  const meta = schema.safeParse(parseYaml(match[1]!));
  if (!meta.success) throw new Error(`${file}: ${meta.error.message}`);
  const html = markdownToSafeHtml(match[2]!);
  return { meta: meta.data as z.infer<T>, html, text: htmlToPlainText(html) };
}

async function readMarkdownDir<T extends z.ZodType>(dir: string, schema: T) {
  const names = (await readdir(join(SEED_DIR, dir))).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => parseMarkdownFile(`${dir}/${name}`, await readFile(join(SEED_DIR, dir, name), 'utf8'), schema)),
  );
}

async function readJson<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T>> {
  return schema.parse(JSON.parse(await readFile(join(SEED_DIR, file), 'utf8')));
}

/** Reads and checks every seed file; throws naming the file that is wrong. */
export async function readSeed() {
  const [pageFiles, serviceFiles, blogFiles, gallery, branchList, company] = await Promise.all([
    readMarkdownDir('pages', PageFrontMatter),
    readMarkdownDir('services', ServiceFrontMatter),
    readMarkdownDir('blogs', BlogFrontMatter),
    readJson('gallery.json', GallerySeed),
    readJson('branches.json', BranchSeed),
    readJson('settings.json', CompanySettingsSchema),
  ]);
  return { pageFiles, serviceFiles, blogFiles, gallery, branchList, company };
}

/** Loads the seed content when the database has no pages yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(pages);
  if ((row?.n ?? 0) > 0) return false;
  const seed = await readSeed();
  await db.transaction(async (tx) => {
    await tx.insert(pages).values(
      seed.pageFiles.map(({ meta, html, text }) => ({
        number: meta.number,
        slug: meta.slug,
        title: meta.title,
        bannerImage: meta.banner_image,
        contentHtml: html,
        contentText: text,
        metaTitle: meta.meta_title,
        metaDescription: meta.meta_description,
      })),
    );
    await tx.insert(services).values(
      seed.serviceFiles.map(({ meta, html, text }) => ({
        id: meta.id,
        slug: meta.slug,
        title: meta.title,
        summary: meta.summary,
        image: meta.image,
        icon: meta.icon,
        descriptionHtml: html,
        descriptionText: text,
      })),
    );
    await tx.insert(blogs).values(
      seed.blogFiles.map(({ meta, html, text }) => ({
        slug: meta.slug,
        title: meta.title,
        image: meta.image,
        excerpt: meta.excerpt,
        author: meta.author,
        publishedAt: meta.published_at,
        contentHtml: html,
        contentText: text,
      })),
    );
    await tx.insert(galleryItems).values(seed.gallery);
    await tx.insert(branches).values(
      seed.branchList.map((b) => ({
        locationName: b.location_name,
        address: b.address,
        state: b.state,
        city: b.city.toUpperCase(),
        pinCode: b.pin_code,
        phoneNo: b.phone_no,
        email: b.email,
        slug: b.slug,
        openingHours: b.opening_hours,
        serviceSlugs: b.services,
        latitude: b.latitude,
        longitude: b.longitude,
      })),
    );
    await tx.insert(settings).values({ key: 'company', value: seed.company });
  });
  return true;
}
