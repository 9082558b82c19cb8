import { asc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  AchievementDraftSchema,
  ClientDraftSchema,
  GalleryItemDraftSchema,
  PlanDraftSchema,
  ProjectDraftSchema,
  SolutionDraftSchema,
  TestimonialDraftSchema,
  type AchievementDraft,
} from '@harsh/contract';
import {
  achievements,
  clients,
  galleryItems,
  plans,
  projects,
  solutions,
  testimonials,
} from '../../db/schema.js';
import { rowsEditable } from './rows.js';

/** The gallery and the variants' lists are shown in their `position` order. */
const listOrder = (table: { position: PgColumn; id: PgColumn }) => [
  asc(table.position),
  asc(table.id),
];

export const editableGallery = rowsEditable({
  kind: 'gallery',
  table: galleryItems,
  schema: GalleryItemDraftSchema,
  order: listOrder(galleryItems),
  numberedByHand: true,
  draftOf: (row) => ({ title: row.title, image: row.image }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});

export const editableTestimonials = rowsEditable({
  kind: 'testimonials',
  table: testimonials,
  schema: TestimonialDraftSchema,
  order: listOrder(testimonials),
  draftOf: (row) => ({
    quote: row.quote,
    name: row.name,
    designation: row.designation,
    image: row.image,
  }),
  rowOf: (item) => item,
  titleOf: (item) => `${item.name}, ${item.designation}`,
});

export const editablePlans = rowsEditable({
  kind: 'plans',
  table: plans,
  schema: PlanDraftSchema,
  order: listOrder(plans),
  draftOf: (row) => ({
    type: row.type,
    price: row.price,
    currency: row.currency,
    period: row.period,
    benefits: row.benefits,
    featured: row.featured,
  }),
  rowOf: (plan) => plan,
  titleOf: (plan) => plan.type,
});

export const editableProjects = rowsEditable({
  kind: 'projects',
  table: projects,
  schema: ProjectDraftSchema,
  order: listOrder(projects),
  draftOf: (row) => ({
    title: row.title,
    subtitle: row.subtitle,
    caption: row.caption,
    image: row.image,
  }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});

export const editableClients = rowsEditable({
  kind: 'clients',
  table: clients,
  schema: ClientDraftSchema,
  order: listOrder(clients),
  draftOf: (row) => ({
    name: row.name,
    sector: row.sector,
    logo: row.logo,
  }),
  rowOf: (item) => item,
  titleOf: (item) => item.name,
});

export const editableAchievements = rowsEditable({
  kind: 'achievements',
  table: achievements,
  schema: AchievementDraftSchema,
  order: listOrder(achievements),
  draftOf: (row) => ({
    label: row.label,
    value: row.value,
    prefix: row.prefix,
    suffix: row.suffix,
    fact: (row.fact as AchievementDraft['fact']) ?? null,
  }),
  rowOf: (item) => item,
  titleOf: (item) => `${item.prefix}${item.value}${item.suffix} ${item.label}`,
});

export const editableSolutions = rowsEditable({
  kind: 'solutions',
  table: solutions,
  schema: SolutionDraftSchema,
  order: listOrder(solutions),
  draftOf: (row) => ({
    serial: row.serial,
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
  }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});
