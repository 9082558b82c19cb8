import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  CompanySettingsSchema,
  FIGURE_FACTS,
  HOME_PAGE_KEYS,
  HomePageDraftSchema,
  type HomePageKey,
  htmlToPlainText,
  ROUTE_TEXTS_KEYS,
  RouteTextsDraftSchema,
  SHARED_BLOCK_KEYS,
  type SharedBlockKey,
  SharedBlockSchema,
  type RouteTextsKey,
  SERVICE_ICONS,
} from '@harsh/contract';
import { markdownToSafeHtml } from '../content/markdown.js';
import { SEED_DIR } from './seed-paths.js';

/* The English seed's files (`seed/*.md`, `seed/*.json`), read and checked. */

export const PageFrontMatter = z.object({
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  banner_image: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});
export const ServiceFrontMatter = z.object({
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
  published_at: z
    .union([z.string(), z.date()])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
});
export interface SeedComment {
  blog_slug?: string | undefined;
  name: string;
  email: string;
  created_at: string;
  comment: string;
  replies: SeedComment[];
}
const CommentSeed: z.ZodType<SeedComment> = z.lazy(() =>
  z.object({
    blog_slug: z.string().optional(),
    name: z.string().min(1),
    email: z.email(),
    created_at: z.iso.datetime({ offset: true }),
    comment: z.string().min(1),
    replies: z.array(CommentSeed),
  }),
);

const VariantContentSeed = z.object({
  testimonials: z.array(
    z.object({ quote: z.string(), name: z.string(), designation: z.string(), image: z.string() }),
  ),
  plans: z.array(
    z.object({
      type: z.string(),
      price: z.number().positive(),
      featured: z.boolean(),
      benefits: z.array(z.string()).min(1),
    }),
  ),
  projects: z.array(
    z.object({ image: z.string(), title: z.string(), subtitle: z.string(), caption: z.string() }),
  ),
  clients: z.array(z.object({ name: z.string(), logo: z.string(), sector: z.string() })),
  achievements: z.array(
    z.object({
      value: z.number(),
      prefix: z.string(),
      suffix: z.string(),
      label: z.string().min(1),
      fact: z.enum(FIGURE_FACTS).nullable(),
    }),
  ),
  solutions: z.array(
    z.object({ serial: z.string(), title: z.string(), subtitle: z.string(), link: z.string() }),
  ),
});

const GallerySeed = z.array(
  z.object({ id: z.number().int(), image: z.string(), title: z.string() }),
);
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
export function parseMarkdownFile<T extends z.ZodType>(file: string, text: string, schema: T) {
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
    names.map(async (name) =>
      parseMarkdownFile(
        `${dir}/${name}`,
        await readFile(join(SEED_DIR, dir, name), 'utf8'),
        schema,
      ),
    ),
  );
}

async function readJson<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T>> {
  return schema.parse(JSON.parse(await readFile(join(SEED_DIR, file), 'utf8')));
}

/** The home pages', the other routes' and the shared blocks' words, as their editing forms give them. */
const SiteTextsSeed = z.object({
  home: z.record(z.enum(HOME_PAGE_KEYS as [HomePageKey, ...HomePageKey[]]), HomePageDraftSchema),
  texts: z.record(
    z.enum(ROUTE_TEXTS_KEYS as [RouteTextsKey, ...RouteTextsKey[]]),
    RouteTextsDraftSchema,
  ),
  blocks: z.record(
    z.enum(SHARED_BLOCK_KEYS as [SharedBlockKey, ...SharedBlockKey[]]),
    SharedBlockSchema,
  ),
});

/** Reads and checks every seed file; throws naming the file that is wrong. */
export async function readSeed() {
  const [
    pageFiles,
    serviceFiles,
    blogFiles,
    gallery,
    branchList,
    company,
    comments,
    variantContent,
    texts,
  ] = await Promise.all([
    readMarkdownDir('pages', PageFrontMatter),
    readMarkdownDir('services', ServiceFrontMatter),
    readMarkdownDir('blogs', BlogFrontMatter),
    readJson('gallery.json', GallerySeed),
    readJson('branches.json', BranchSeed),
    readJson('settings.json', CompanySettingsSchema),
    readJson('comments.json', z.array(CommentSeed)),
    readJson('variant-content.json', VariantContentSeed),
    readJson('site-texts.json', SiteTextsSeed),
  ]);
  return {
    pageFiles,
    serviceFiles,
    blogFiles,
    gallery,
    branchList,
    company,
    comments,
    variantContent,
    texts,
  };
}
