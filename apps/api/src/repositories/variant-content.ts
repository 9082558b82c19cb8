import { asc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Achievement, Client, Plan, Project, Solution, Testimonial } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { achievements, clients, plans, projects, solutions, testimonials } from '../db/schema.js';
import { withFocalPoints } from './media.js';

/** A list's order: its `position`, then its id. */
const listOrder = (table: { position: PgColumn; id: PgColumn }) => [
  asc(table.position),
  asc(table.id),
];

/** The rows a query reads, each with the focal point of its `image` beside it. */
const withImagePoints = async <T extends { image: string }>(db: Database, rows: PromiseLike<T[]>) =>
  withFocalPoints(db, await rows, (row) => row.image);

/** Each content type of the home variants, in its list order, with the contract's fields (a picture's focal point beside it). */
export const listVariantContent = {
  testimonials: (db: Database): Promise<Testimonial[]> =>
    withImagePoints(
      db,
      db
        .select({
          id: testimonials.id,
          quote: testimonials.quote,
          name: testimonials.name,
          designation: testimonials.designation,
          image: testimonials.image,
        })
        .from(testimonials)
        .orderBy(...listOrder(testimonials)),
    ),
  plans: (db: Database): Promise<Plan[]> =>
    db
      .select({
        id: plans.id,
        type: plans.type,
        price: plans.price,
        currency: plans.currency,
        period: plans.period,
        benefits: plans.benefits,
        featured: plans.featured,
      })
      .from(plans)
      .orderBy(...listOrder(plans)),
  projects: (db: Database): Promise<Project[]> =>
    withImagePoints(
      db,
      db
        .select({
          id: projects.id,
          image: projects.image,
          title: projects.title,
          subtitle: projects.subtitle,
          caption: projects.caption,
        })
        .from(projects)
        .orderBy(...listOrder(projects)),
    ),
  clients: (db: Database): Promise<Client[]> =>
    db
      .select({ id: clients.id, name: clients.name, logo: clients.logo, sector: clients.sector })
      .from(clients)
      .orderBy(...listOrder(clients)),
  achievements: (db: Database): Promise<Achievement[]> =>
    db
      .select({
        id: achievements.id,
        value: achievements.value,
        prefix: achievements.prefix,
        suffix: achievements.suffix,
        label: achievements.label,
        fact: achievements.fact,
      })
      .from(achievements)
      .orderBy(...listOrder(achievements)),
  solutions: (db: Database): Promise<Solution[]> =>
    db
      .select({
        id: solutions.id,
        serial: solutions.serial,
        title: solutions.title,
        subtitle: solutions.subtitle,
        link: solutions.link,
      })
      .from(solutions)
      .orderBy(...listOrder(solutions)),
};
