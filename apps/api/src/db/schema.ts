/*
 * Every table and view, its row type beside it, one module per part of the site: what the public
 * site reads, what visitors send, the staff side, the inbox, data rights, and content editing (with
 * the media library). drizzle-kit reads this module (`drizzle.config.ts`); the code imports from it.
 */
export * from './schema/content.js';
export * from './schema/submissions.js';
export * from './schema/staff.js';
export * from './schema/inbox.js';
export * from './schema/data-rights.js';
export * from './schema/editing.js';
