import { count, eq } from 'drizzle-orm';
import { CONSENT_NOTICE_VERSION, PLAN_CURRENCY, PLAN_PERIOD } from '@harsh/contract';
import type { Database } from './client.js';
import {
  achievements,
  blogComments,
  blogs,
  branches,
  clients,
  galleryItems,
  pages,
  plans,
  projects,
  services,
  settings,
  siteTexts,
  solutions,
  testimonials,
} from './schema.js';
import { readSeed, type SeedComment } from './seed-files.js';
import { VARIANT_CONTENT_SEEDED } from './seed-markers.js';
import { seedTranslationsOnce } from './seed-translations.js';

/**
 * The site texts came after the first databases were seeded, and a release may bring more: each
 * database gets the seed's document of every home page, route and block it has none of (a
 * document staff published stays).
 */
export async function seedSiteTexts(
  db: Database,
  texts?: Awaited<ReturnType<typeof readSeed>>['texts'],
): Promise<void> {
  const seed = texts ?? (await readSeed()).texts;
  const rows = (['home', 'texts', 'blocks'] as const).flatMap((kind) =>
    Object.entries(seed[kind]).map(([key, value]) => ({ kind, key, value })),
  );
  await db.insert(siteTexts).values(rows).onConflictDoNothing();
}

/**
 * The home variants' content types came after the first databases were seeded: each database gets
 * their seed content once (a marker in `settings` remembers it), so a list staff empty on
 * purpose stays empty.
 */
export async function seedVariantContentOnce(
  db: Database,
  content?: Awaited<ReturnType<typeof readSeed>>['variantContent'],
): Promise<boolean> {
  const [marker] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, VARIANT_CONTENT_SEEDED));
  if (marker) return false;
  const seed = content ?? (await readSeed()).variantContent;
  const at = <T extends object>(rows: T[]) =>
    rows.map((row, index) => ({ ...row, position: index + 1 }));
  await db.transaction(async (tx) => {
    await tx.insert(testimonials).values(at(seed.testimonials));
    await tx
      .insert(plans)
      .values(
        at(seed.plans.map((plan) => ({ ...plan, currency: PLAN_CURRENCY, period: PLAN_PERIOD }))),
      );
    await tx.insert(projects).values(at(seed.projects));
    await tx.insert(clients).values(at(seed.clients));
    await tx.insert(achievements).values(at(seed.achievements));
    await tx.insert(solutions).values(at(seed.solutions));
    await tx
      .insert(settings)
      .values({ key: VARIANT_CONTENT_SEEDED, value: { at: new Date().toISOString() } });
  });
  return true;
}

/** Loads the seed content when the database has no pages yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(pages);
  if ((row?.n ?? 0) > 0) {
    await seedVariantContentOnce(db);
    await seedSiteTexts(db);
    await seedTranslationsOnce(db);
    return false;
  }
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
    const posts = await tx.select({ id: blogs.id, slug: blogs.slug }).from(blogs);
    const postId = new Map(posts.map((p) => [p.slug, p.id]));
    // Published comments and their replies, as staff approved them.
    const insertComment = async (
      comment: SeedComment,
      blogId: number,
      parentId: number | null,
    ): Promise<void> => {
      const [row] = await tx
        .insert(blogComments)
        .values({
          blogId,
          parentId,
          name: comment.name,
          email: comment.email,
          comment: comment.comment,
          status: 'approved',
          consentVersion: CONSENT_NOTICE_VERSION,
          consentedAt: new Date(comment.created_at).toISOString(),
          createdAt: new Date(comment.created_at).toISOString(),
        })
        .returning({ id: blogComments.id });
      for (const reply of comment.replies) await insertComment(reply, blogId, row!.id);
    };
    for (const comment of seed.comments) {
      const blogId = postId.get(comment.blog_slug ?? '');
      if (blogId === undefined) throw new Error(`comments.json: no post ${comment.blog_slug}`);
      await insertComment(comment, blogId, null);
    }
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
  await seedVariantContentOnce(db, seed.variantContent);
  await seedSiteTexts(db, seed.texts);
  await seedTranslationsOnce(db);
  return true;
}
