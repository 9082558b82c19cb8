import type { EditableItem, EditableSummary, Revision, SharedPreview } from './content-editing.js';
import type { DataRights } from './data-rights.js';
import type {
  Blog,
  BlogComment,
  BlogSummary,
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
import type { InboxDetail, InboxList, PersonalDataCopy, Retention } from './inbox.js';
import type { MediaItem, MediaItemDetail } from './media.js';
import type { HomePageTexts, RouteTexts, SharedBlocks } from './site-texts.js';
import type {
  AuditEntry,
  StaffAccount,
  StaffSession,
  StaffSessionInfo,
  TotpState,
} from './staff.js';
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
  /** The posts a post's page offers to read next. */
  [beside: `/get/blogs/${string}/beside`]: BlogSummary[];
  [branch: `/get/branches/${string}/${string}`]: BranchDetail;
  [city: `/get/city-branches/${string}`]: Branch[];
  [moved: `/get/moved/branches/${string}/${string}`]: BranchMoved;
  [moved: `/get/moved/services/${string}`]: Moved;
  [moved: `/get/moved/blogs/${string}`]: Moved;
  [withdrawal: `/get/withdrawal/${string}`]: Withdrawal;
  [search: `/search?${string}`]: Paginator<SearchResult>;
}

/** A path the content API answers with a known type. */
export type ContentReadPath = keyof ContentReads;

/**
 * The staff API's reads by path (below `/api/admin`), each with its answer's type. The first
 * pattern a path matches gives its type: `/content/{kind}/{key}/revisions/{n}` is a revision
 * before `/content/{kind}/{key}` (with any query) is an item.
 */
type StaffReadsInOrder = [
  ['/content', EditableSummary[]],
  [`/content/${string}/${string}/revisions/${string}`, Revision],
  [`/content/${string}/${string}`, EditableItem],
  [`/preview-links/${string}`, SharedPreview],
  ['/session', StaffSession],
  ['/staff', StaffAccount[]],
  [`/staff/${string}/sessions`, StaffSessionInfo[]],
  ['/totp', TotpState],
  [`/setup/${string}` | `/password/${string}`, { valid: boolean }],
  ['/media', MediaItem[]],
  [`/media/${string}`, MediaItemDetail],
  ['/erasure', Retention],
  [`/inbox/data_request/${string}/copy`, PersonalDataCopy],
  ['/inbox' | `/inbox?${string}`, InboxList],
  [`/inbox/${string}/${string}`, InboxDetail],
  [`/audit?${string}`, { entries: AuditEntry[]; total: number; page: number }],
];

/** The type of the first of `Reads` whose pattern `Path` matches. */
type FirstMatch<Path extends string, Reads> = Reads extends [
  [infer Pattern, infer Answer],
  ...infer Rest,
]
  ? Path extends Pattern
    ? Answer
    : FirstMatch<Path, Rest>
  : never;

/** A path the staff API answers with a known type. */
export type StaffReadPath = StaffReadsInOrder[number][0];

/** The answer's type of a staff read by its path (`StaffRead<'/session'>` is a `StaffSession`). */
export type StaffRead<Path extends StaffReadPath> = FirstMatch<Path, StaffReadsInOrder>;
