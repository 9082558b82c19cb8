import type { z } from 'zod';
import type { EditableKind, FieldErrors } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { editableBranches } from './kinds/branches.js';
import {
  editableAchievements,
  editableClients,
  editableGallery,
  editablePlans,
  editableProjects,
  editableSolutions,
  editableTestimonials,
} from './kinds/lists.js';
import { editablePages } from './kinds/pages.js';
import { editablePosts } from './kinds/posts.js';
import { editableServices } from './kinds/services.js';
import { editableSettings } from './kinds/settings.js';
import { editableHomePages, editableRouteTexts, editableSharedBlocks } from './kinds/site-texts.js';

/**
 * One kind of item staff edit: how its live version is read from and written to the tables the
 * public site reads, the schema of its editing form, and where the site shows it.
 */
export interface Editable<T extends Record<string, unknown>> {
  kind: EditableKind;
  /** The editing form's schema; what it gives is what a revision stores. */
  schema: z.ZodType<T, unknown>;
  /** The tables the site reads this kind from: their cached reads and pages go on publish. */
  tables: readonly string[];
  list(db: Database): Promise<{ key: string; title: string; path?: string | null }[]>;
  /** The live version as the editing form shows it; null when there is no such item. */
  read(db: Database, key: string): Promise<T | null>;
  /** Every live item's version as the editing form shows it, in one read of its table. */
  readAll(db: Database): Promise<{ key: string; data: T }[]>;
  /** Makes `data` the live version. */
  write(db: Database, key: string, data: T): Promise<void>;
  /** The field of rich HTML, if the kind has one: its pictures must be the media library's, described. */
  richText?: keyof T & string;
  /** Checks that need the database (a slug another item has), by field; null when all is well. */
  check?(db: Database, key: string, data: T): Promise<FieldErrors | null>;
  title(key: string, data: T): string;
  /** Where the public site shows the item (its live version, when the address depends on it); null for what every page shows. */
  path(key: string, live?: T): string | null;
  /**
   * Kinds staff add to (`CREATABLE_KINDS`): the key of a new item, reserved now, so that its
   * drafts have a home before its first publish writes it (`write` then adds the row).
   */
  create?(db: Database): Promise<string>;
  /** Takes the live item off the site for good (with what hangs on it: comments, old addresses). */
  remove?(db: Database, key: string): Promise<void>;
  /** Whether this item may be removed at all, when its kind may (the services the routes name may not). */
  removable?(key: string): boolean;
  /**
   * What else a publish or delete of an item may change, beyond its row and the lists of its
   * tables (a branch in other branches' nearest lists; content/read-tags.ts): read before the
   * change, in its transaction, it gives what to name once the change is written.
   */
  changesAlso?(db: Database, key: string): Promise<(db: Database) => Promise<readonly string[]>>;
}

/** An editable kind as the routes use it: its data as a plain record, checked by its schema. */
const general = <T extends Record<string, unknown>>(editable: Editable<T>) =>
  editable as unknown as Editable<Record<string, unknown>>;

export const EDITABLES: { [K in EditableKind]: Editable<Record<string, unknown>> } = {
  pages: general(editablePages),
  services: general(editableServices),
  posts: general(editablePosts),
  branches: general(editableBranches),
  gallery: general(editableGallery),
  testimonials: general(editableTestimonials),
  plans: general(editablePlans),
  projects: general(editableProjects),
  clients: general(editableClients),
  achievements: general(editableAchievements),
  solutions: general(editableSolutions),
  settings: general(editableSettings),
  home: general(editableHomePages),
  texts: general(editableRouteTexts),
  blocks: general(editableSharedBlocks),
};
