import { asc } from 'drizzle-orm';
import type { Achievement, Client, Plan, Project, Solution, Testimonial, VariantContentType } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { achievements, clients, plans, projects, solutions, testimonials } from '../db/schema.js';

/** Each content type of the home variants, in its list order. */
export const listVariantContent: { [K in VariantContentType]: (db: Database) => Promise<unknown[]> } = {
  testimonials: async (db): Promise<Testimonial[]> =>
    (await db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id))).map(({ id, quote, name, designation, image }) => ({
      id,
      quote,
      name,
      designation,
      image,
    })),
  plans: async (db): Promise<Plan[]> =>
    (await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id))).map(({ id, type, price, currency, period, benefits, featured }) => ({
      id,
      type,
      price,
      currency,
      period,
      benefits,
      featured,
    })),
  projects: async (db): Promise<Project[]> =>
    (await db.select().from(projects).orderBy(asc(projects.position), asc(projects.id))).map(({ id, image, title, subtitle, caption }) => ({
      id,
      image,
      title,
      subtitle,
      caption,
    })),
  clients: async (db): Promise<Client[]> =>
    (await db.select().from(clients).orderBy(asc(clients.position), asc(clients.id))).map(({ id, name, logo, sector }) => ({ id, name, logo, sector })),
  achievements: async (db): Promise<Achievement[]> =>
    (await db.select().from(achievements).orderBy(asc(achievements.position), asc(achievements.id))).map(({ id, value, prefix, suffix, label }) => ({
      id,
      value,
      prefix,
      suffix,
      label,
    })),
  solutions: async (db): Promise<Solution[]> =>
    (await db.select().from(solutions).orderBy(asc(solutions.position), asc(solutions.id))).map(({ id, serial, title, subtitle, link }) => ({
      id,
      serial,
      title,
      subtitle,
      link,
    })),
};
