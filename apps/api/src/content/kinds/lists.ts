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
  type ClientDraft,
  type GalleryItemDraft,
  type PlanDraft,
  type ProjectDraft,
  type SolutionDraft,
  type TestimonialDraft,
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
import { columnText, rowsEditable } from './rows.js';

/** The gallery and the variants' lists are shown in their `position` order. */
const listOrder = (table: { position: PgColumn; id: PgColumn }) => [
  asc(table.position),
  asc(table.id),
];

export const editableGallery = rowsEditable<GalleryItemDraft>({
  kind: 'gallery',
  table: galleryItems,
  schema: GalleryItemDraftSchema,
  order: listOrder(galleryItems),
  numberedByHand: true,
  draftOf: (row) => ({ title: columnText(row, 'title'), image: columnText(row, 'image') }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});

export const editableTestimonials = rowsEditable<TestimonialDraft>({
  kind: 'testimonials',
  table: testimonials,
  schema: TestimonialDraftSchema,
  order: listOrder(testimonials),
  draftOf: (row) => ({
    quote: columnText(row, 'quote'),
    name: columnText(row, 'name'),
    designation: columnText(row, 'designation'),
    image: columnText(row, 'image'),
  }),
  rowOf: (item) => item,
  titleOf: (item) => `${item.name}, ${item.designation}`,
});

export const editablePlans = rowsEditable<PlanDraft>({
  kind: 'plans',
  table: plans,
  schema: PlanDraftSchema,
  order: listOrder(plans),
  draftOf: (row) => ({
    type: columnText(row, 'type'),
    price: Number(row['price']),
    currency: columnText(row, 'currency'),
    period: columnText(row, 'period'),
    benefits: row['benefits'] as string[],
    featured: Boolean(row['featured']),
  }),
  rowOf: (plan) => plan,
  titleOf: (plan) => plan.type,
});

export const editableProjects = rowsEditable<ProjectDraft>({
  kind: 'projects',
  table: projects,
  schema: ProjectDraftSchema,
  order: listOrder(projects),
  draftOf: (row) => ({
    title: columnText(row, 'title'),
    subtitle: columnText(row, 'subtitle'),
    caption: columnText(row, 'caption'),
    image: columnText(row, 'image'),
  }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});

export const editableClients = rowsEditable<ClientDraft>({
  kind: 'clients',
  table: clients,
  schema: ClientDraftSchema,
  order: listOrder(clients),
  draftOf: (row) => ({
    name: columnText(row, 'name'),
    sector: columnText(row, 'sector'),
    logo: columnText(row, 'logo'),
  }),
  rowOf: (item) => item,
  titleOf: (item) => item.name,
});

export const editableAchievements = rowsEditable<AchievementDraft>({
  kind: 'achievements',
  table: achievements,
  schema: AchievementDraftSchema,
  order: listOrder(achievements),
  draftOf: (row) => ({
    label: columnText(row, 'label'),
    value: Number(row['value']),
    prefix: columnText(row, 'prefix'),
    suffix: columnText(row, 'suffix'),
    fact: (row['fact'] as AchievementDraft['fact'] | null) ?? null,
  }),
  rowOf: (item) => item,
  titleOf: (item) => `${item.prefix}${item.value}${item.suffix} ${item.label}`,
});

export const editableSolutions = rowsEditable<SolutionDraft>({
  kind: 'solutions',
  table: solutions,
  schema: SolutionDraftSchema,
  order: listOrder(solutions),
  draftOf: (row) => ({
    serial: columnText(row, 'serial'),
    title: columnText(row, 'title'),
    subtitle: columnText(row, 'subtitle'),
    link: columnText(row, 'link'),
  }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});
