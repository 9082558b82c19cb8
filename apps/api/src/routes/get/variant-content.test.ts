import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALTERNATE_COUNTERS,
  envelopeSchema,
  PLACEHOLDER_STATS,
  PLANS,
  VARIANT_CONTENT,
  type VariantContentType,
} from '@harsh/contract';
import { eq } from 'drizzle-orm';
import {
  achievements,
  clients,
  plans,
  projects,
  settings,
  solutions,
  testimonials,
} from '../../db/schema.js';
import { seedIfEmpty, seedVariantContentOnce } from '../../db/seed.js';
import { buildTestApi, type TestApi } from '../../test/api.js';

describe('the home variants’ content types (GET /api/get/{type})', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  async function read<T extends VariantContentType>(type: T) {
    const response = await t.app.inject({ method: 'GET', url: `/api/get/${type}` });
    expect(response.statusCode, type).toBe(200);
    expect(response.headers['etag'], type).toBeTruthy();
    return envelopeSchema(z.array((VARIANT_CONTENT[type] as z.ZodObject).strict())).parse(
      response.json(),
    ).data as z.infer<(typeof VARIANT_CONTENT)[T]>[];
  }

  it('answers every type with its seed content, in its list order, with exactly the contract’s fields', async () => {
    for (const type of Object.keys(VARIANT_CONTENT) as VariantContentType[]) {
      const items = await read(type);
      expect(items.length, type).toBeGreaterThanOrEqual(3);
      expect(new Set(items.map((item) => (item as { id: number }).id)).size, type).toBe(
        items.length,
      );
    }
  });

  it('gives the plans of spec §9, word for word: Startup 90$, Standard 150$, Business 260$, monthly, each with benefits', async () => {
    const plans = await read('plans');
    expect(plans.map((p) => [p.type, p.price, p.currency, p.period])).toEqual(
      PLANS.map((p) => [p.type, p.price, '$', 'monthly']),
    );
    for (const plan of plans) expect(plan.benefits.length).toBeGreaterThanOrEqual(3);
    expect(plans.filter((p) => p.featured)).toHaveLength(1);
  });

  it('gives the alternate counters and the placeholder stats, each with what it counts', async () => {
    const achievements = await read('achievements');
    const values = achievements.map((a) => a.value);
    for (const value of [
      ...ALTERNATE_COUNTERS,
      Number.parseInt(PLACEHOLDER_STATS.branches, 10),
      PLACEHOLDER_STATS.since,
      PLACEHOLDER_STATS.years,
    ]) {
      expect(values, String(value)).toContain(value);
    }
    for (const achievement of achievements)
      expect(achievement.label.length, String(achievement.value)).toBeGreaterThan(5);
    expect(achievements.find((a) => a.value === 295)!.suffix).toBe('+');
  });

  it('gives testimonials, projects and clients their pictures from the project’s media, and solutions a path on the site', async () => {
    for (const item of await read('testimonials'))
      expect(item.image).toMatch(/^\/api\/media\/[\w-]+\.svg$/);
    for (const item of await read('projects'))
      expect(item.image).toMatch(/^\/api\/media\/[\w-]+\.svg$/);
    for (const item of await read('clients'))
      expect(item.logo).toMatch(/^\/api\/media\/client-[\w-]+\.svg$/);
    for (const item of await read('solutions')) expect(item.link).toMatch(/^\/[\w/-]+$/);
  });

  it('seeds the content types once per database: a list staff empty stays empty', async () => {
    expect(await seedVariantContentOnce(t.database.db)).toBe(false);
    await t.database.db.delete(testimonials);
    expect(await seedVariantContentOnce(t.database.db)).toBe(false);
    expect(await t.database.db.select().from(testimonials)).toEqual([]);
  });
});

describe('a database seeded before the content types existed', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  it('gets their seed content at its next start, once', async () => {
    const db = t.database.db;
    // As it was: pages and the rest seeded, the new tables empty and no marker.
    for (const table of [achievements, clients, plans, projects, solutions, testimonials])
      await db.delete(table);
    await db.delete(settings).where(eq(settings.key, 'seeded:variant-content'));
    expect(await seedIfEmpty(db)).toBe(false);
    expect((await db.select().from(plans)).map((p) => p.type)).toEqual([
      'Startup',
      'Standard',
      'Business',
    ]);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await db.select().from(plans)).toHaveLength(3);
  });
});
