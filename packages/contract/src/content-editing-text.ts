/*
 * Content editing's kinds, limits and messages (issue 11): plain values, no schemas, so the staff
 * screens can show them without shipping zod's schema code to the browser.
 */
import type { SharedBlockKey } from './site-texts.js';

/** What staff edit, each kind a set of items with revisions. */
export const EDITABLE_KINDS = [
  'pages',
  'services',
  'posts',
  'branches',
  'gallery',
  'testimonials',
  'plans',
  'projects',
  'clients',
  'achievements',
  'solutions',
  'settings',
  'home',
  'texts',
  'blocks',
] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

export const EDITABLE_KIND_LABELS: Record<EditableKind, string> = {
  pages: 'Pages',
  services: 'Services',
  posts: 'Blog posts',
  branches: 'Branches',
  gallery: 'Gallery',
  testimonials: 'Testimonials',
  plans: 'Plans',
  projects: 'Projects',
  clients: 'Clients',
  achievements: 'Achievements',
  solutions: 'Solutions',
  settings: 'Company settings',
  home: 'Home pages',
  texts: 'Page texts',
  blocks: 'Shared blocks',
};

/** Each shared block by where it shows: its title in the content list, the preview and the audit log. */
export const SHARED_BLOCK_TITLES: Record<SharedBlockKey, string> = {
  'service-quote': 'Beside every service: ask for a quote',
  'branch-quote': 'Beside every branch: send goods from its city',
  'footer-booking': 'Footer: ship with us',
  'footer-newsletter': 'Footer: newsletter',
  'vendor-enquiry': 'Vendor enquiry form',
  'partner-enquiry': 'Business partner enquiry form',
  'blog-comments': 'Under every blog post: comments',
  'booking-other': 'Booking page: book other services',
  'fraud-warning': 'Partner, vendor and careers pages: we never ask for money',
};

/** A slug as addresses take it: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_FORM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/**
 * An address made from a title, for a new item whose address was left empty: `Rail Freight in
 * 2026: What's New` → `rail-freight-in-2026-what-s-new`; accents dropped; cut at a word.
 */
export function slugFrom(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX_LENGTH) return words;
  const cut = words.slice(0, SLUG_MAX_LENGTH + 1);
  return cut
    .slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export const REVISION_NOTE_MAX_LENGTH = 200;

/** How long a shareable preview link works, at most. */
export const PREVIEW_LINK_MAX_HOURS = 24;

/** The site address of a shareable preview link. */
export const previewLinkPath = (token: string) => `/admin/preview/link/${token}`;

/** How far ahead a publish or a take-down may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;

export const CONTENT_MESSAGES = {
  noEnglishYet: 'Publish the English first: a translation is of what the site shows.',
  noDraftInLanguage: 'There is no {language} draft waiting to be published with it.',
  saved: 'Draft saved. Visitors see the published version until this draft is published.',
  leaveUnsaved: 'Leave this page? What you changed here is not saved.',
  sessionEnded:
    'Your session has ended, so this was not saved: after 30 minutes without use, 12 hours after signing in, or when it was ended from another device or by an admin. What you typed is still in the form: sign in again in a new tab, then come back and save.',
  published: 'Published: the site shows it from now on.',
  restored: 'The old version is now the newest draft. Publish it to show it on the site.',
  conflict:
    'Someone else saved a newer version while you were editing, so yours was not saved. What you typed is still in the form: see what they changed, then save yours over it if it should stand.',
  unchanged: 'Nothing has changed since the last saved version.',
  publishForbidden: 'Your role saves drafts; a publisher or an admin publishes them.',
  noSuchRevision: 'There is no such version of this item.',
  alreadyLive: 'This version is already on the site.',
  scheduled: 'Scheduled: visitors see this version from the chosen time.',
  publishedUntil:
    'Published: the site shows it until the chosen time, when the version before it goes back up.',
  scheduleCancelled: 'The schedule is cancelled.',
  noSuchSchedule: 'Nothing is waiting on that schedule any more.',
  atInPast: 'Choose a time still to come.',
  untilBeforeAt: 'Choose a time to take it down after the time it goes up.',
  tooFarAhead: `Choose a time within ${SCHEDULE_MAX_DAYS} days.`,
  previewLinkMade:
    'Preview link made. Copy it now: it is shown only this once. Anyone with it sees this version until it expires or is revoked.',
  previewLinkRevoked: 'The preview link is revoked: it no longer opens.',
  previewLinkGone:
    'This preview link has expired or was revoked. Ask the person who sent it for a new one.',
  slugTaken: 'Another post already has this address. Choose another.',
  serviceSlugTaken: 'Another service already has this address. Choose another.',
  slugReserved: 'This address belongs to another page of the site. Choose another.',
  addressJustTaken:
    'Another item was published at this address a moment ago. Choose another address, save, and publish again.',
  slugFixed: 'This service’s address is fixed by the site’s routes: it cannot change.',
  invalidRevision:
    'This version no longer passes the checks: open it, correct it and save it again.',
  created:
    'Saved as a new draft. Visitors do not see it until a publisher or an admin publishes it.',
  deleted: 'Deleted: it is gone from the site, and its address now answers “not found”.',
  entryDeleted: 'Deleted: it is gone from the site.',
  draftDeleted: 'The new draft is deleted.',
  confirmDelete: 'Tick the box to confirm that it should be deleted.',
  notDeletable:
    'This cannot be deleted: the site’s fixed routes and menus always show it. Change it instead.',
  deleteForbidden:
    'Your role may delete only drafts never published; a publisher or an admin deletes what is on the site.',
  branchAddressTaken: 'Another branch in this city already has this address. Choose another.',
  citySpeltOtherwise: 'The site’s other branches write this city as {city}: write it the same way.',
  unknownServices:
    'There is no service at these addresses: {slugs}. Give each as the end of a service’s address, one on each line.',
  reordered: 'The new order is on the site.',
  orderChanged:
    'The list changed while you were ordering it: someone else moved, added or deleted an entry. Here is the list as it is now; order it again.',
  reorderForbidden: 'Your role saves drafts; a publisher or an admin sets the order of a list.',
  typedWhileSaving:
    'Version {version} is saved. What you typed while it was saving is still in the form, not saved yet: save again to keep it.',
  noSuchPicture:
    'There is no picture at this address: choose one from the media library, or upload it there first.',
  picturesNotInLibrary:
    'Pictures not in the media library, which the page would show broken: {addresses}. Insert pictures from the library with the Image button, or upload them there first.',
  picturesUndescribed:
    'Pictures without alt text: {addresses}. Describe each for people who cannot see it (a picture inserted from the library with the Image button gets its description).',
  linkAddress:
    'Enter a page of this site (/contact-us), a web address (https://…), an e-mail address or a phone number.',
  placeOutOfRange: 'Choose a place from 1 to {count}.',
  notOrdered: 'This kind has no order of its own to set.',
  notCreatable: 'New items of this kind cannot be made here.',
  cityNamesElsewhere:
    'Only the page of a city’s branches fills in {city}, {state} and {count}: write the words here without them.',
  cityOnlyBesideBranches:
    'Only the block beside a branch fills in {city}: write the words here without it.',
  firstPublishUntil:
    'A first publish has no version before it to go back to: publish without a take-down time, and delete the item when it should go.',
} as const;

/** The kinds whose items are fixed by the site's routes: edited, never added to nor deleted from. */
const FIXED_KINDS = ['pages', 'settings', 'home', 'texts', 'blocks'] as const;

/** The kinds staff add items to (each new item a draft until published) and delete from: all but the fixed ones. */
export type CreatableKind = Exclude<EditableKind, (typeof FIXED_KINDS)[number]>;
export const CREATABLE_KINDS: readonly CreatableKind[] = EDITABLE_KINDS.filter(
  (kind): kind is CreatableKind => !(FIXED_KINDS as readonly string[]).includes(kind),
);
export const isCreatableKind = (kind: string): kind is CreatableKind =>
  (CREATABLE_KINDS as readonly string[]).includes(kind);

/** A new item not yet on the site: revisions saved, none ever published (items never edited have no revisions). */
export const isNewDraft = (item: { live_revision: number | null; latest_revision: number }) =>
  item.live_revision === null && item.latest_revision > 0;

/** What the button that starts a new item of a kind says. */
export const NEW_ITEM_LABELS: Record<CreatableKind, string> = {
  services: 'New service',
  posts: 'New blog post',
  branches: 'New branch',
  gallery: 'New gallery picture',
  testimonials: 'New testimonial',
  plans: 'New plan',
  projects: 'New project',
  clients: 'New client',
  achievements: 'New achievement',
  solutions: 'New solution',
};

/** The lists whose order staff set (the site shows them in that order); new entries go last. */
export const ORDERED_KINDS = [
  'gallery',
  'testimonials',
  'plans',
  'projects',
  'clients',
  'achievements',
  'solutions',
] as const satisfies readonly CreatableKind[];
export type OrderedKind = (typeof ORDERED_KINDS)[number];
export const isOrderedKind = (kind: string): kind is OrderedKind =>
  (ORDERED_KINDS as readonly string[]).includes(kind);
