import type { DataRights } from './data-rights.js';
import type {
  Blog,
  BlogComment,
  Branch,
  BranchDetail,
  BranchMoved,
  CompanySettings,
  Moved,
  Page,
  Paginator,
  SearchResult,
  Service,
  SitemapContent,
} from './entities.js';
import type { HomePageTexts, RouteTexts, SharedBlocks } from './site-texts.js';
import type { Withdrawal } from './withdrawal.js';

/**
 * The content API's reads by path (below `/api`), each with the type of its answer's `data`
 * (issue 41): `content.get('/get/settings')` is a `CompanySettings`, and a path that is not here
 * must name its type (`content.get<T>(path)`). A path's variable parts are `${string}`.
 */
export interface ContentReads {
  '/get/settings': CompanySettings;
  '/get/blocks': SharedBlocks;
  '/get/branches': Branch[];
  '/get/branch-cities': string[];
  '/get/branch-states': string[];
  '/get/sitemap': SitemapContent;
  '/get/data-rights': DataRights;
  [home: `/get/home/${string}`]: HomePageTexts;
  [texts: `/get/texts/${string}`]: RouteTexts;
  [page: `/get/single/pages/${string}`]: Page;
  /** By number, and by address (`/get/single/services/by-slug/{slug}`). */
  [service: `/get/single/services/${string}`]: Service;
  [post: `/get/single/blogs/${string}`]: Blog;
  [comments: `/get/blogs/${string}/comments`]: BlogComment[];
  [branch: `/get/branches/${string}/${string}`]: BranchDetail;
  [moved: `/get/moved/branches/${string}/${string}`]: BranchMoved;
  [moved: `/get/moved/services/${string}`]: Moved;
  [moved: `/get/moved/blogs/${string}`]: Moved;
  [withdrawal: `/get/withdrawal/${string}`]: Withdrawal;
  [search: `/search?${string}`]: Paginator<SearchResult>;
}

/** A path the content API answers with a known type. */
export type ContentReadPath = keyof ContentReads;
