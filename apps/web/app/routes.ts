import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import {
  CONTENT_PAGE_ROUTES,
  DEFAULT_LOCALE,
  INDUSTRY_ROUTES,
  LOCALES,
  SERVICE_ROUTES,
} from '@harsh/contract';
import { localisedRoutes } from './localised-routes';

/** Spec §2, screen by screen. */

/** The eight industries and their overview, which shares page 30 with /modern-retail and so its Transport Services sidebar. */
const industryPaths = new Set<string>([...INDUSTRY_ROUTES.map((r) => r.path), '/industries']);
const specialPages = new Set(['/business-partner', '/vendors', '/branch_locator']);

/** Content pages of the spec's table that need nothing beyond banner, title and body. */
const plainContentPages = CONTENT_PAGE_ROUTES.filter(
  (r) => !industryPaths.has(r.path) && !specialPages.has(r.path),
);

/** The pages of the public site, in every language (issue 29): English at the spec's addresses. */
const publicPages: RouteConfigEntry[] = [
  // Home: `/` and `/index` show home one.
  index('routes/home.tsx', { id: 'home' }),
  route('index', 'routes/home.tsx', { id: 'home-index' }),
  // The home variants: other home pages built from spec §1's blocks (issue 9).
  route('index2', 'routes/home-2.tsx'),
  route('index3', 'routes/home-3.tsx'),
  route('index4', 'routes/home-4.tsx'),

  // Content pages, each loading its fixed page number.
  ...plainContentPages.map((r) =>
    route(r.path, 'routes/content-page.tsx', { id: `page${r.path}` }),
  ),
  ...[...industryPaths].map((path) =>
    route(path, 'routes/industry-page.tsx', { id: `industry${path}` }),
  ),
  route('business-partner', 'routes/business-partner.tsx'),
  route('vendors', 'routes/vendors.tsx'),
  route('branch_locator', 'routes/branch-locator.tsx'),

  // A page for every branch, and one for each city's branches (issue 12).
  route('branches', 'routes/branches.tsx'),
  route('branches/:city', 'routes/branch-city.tsx'),
  route('branches/:city/:slug', 'routes/branch-page.tsx'),

  // Services.
  route('services/services1', 'routes/services-list.tsx'),
  route('services/services2', 'routes/services-list-2.tsx'),
  route('services/details/:id', 'routes/service-details.tsx'),
  route('services/detail', 'routes/service-booking.tsx'),
  ...SERVICE_ROUTES.map((s) =>
    route(`services/${s.slug}`, 'routes/service-page.tsx', { id: `service/${s.slug}` }),
  ),
  route('services/:slug', 'routes/service-page.tsx', { id: 'service/by-slug' }),

  // Blogs.
  route('blogs/grid', 'routes/blogs-grid.tsx'),
  route('blogs/blog_details/:slug', 'routes/blog-details.tsx'),
  route('blogs/detail', 'routes/blog-detail-latest.tsx'),

  // Contact, search and forms.
  route('contact-us', 'routes/contact-us.tsx'),
  route('contact', 'routes/contact-redirect.ts'),
  route('search', 'routes/search.tsx'),
  route('track', 'routes/track.tsx'),
  ...['enquiry', 'contact-message', 'newsletter', 'quote-request', 'blog-comment'].map((path) =>
    route(path, 'routes/form-answer.tsx', { id: `form/${path}` }),
  ),
  // A visitor's data: what is kept, their rights and whom to ask (issue 30).
  route('your-data', 'routes/your-data/route.tsx'),
  // Where a request about one's data stands, by its reference and status code (issue 30).
  route('your-data/status', 'routes/your-data/status.tsx'),
  // Withdrawing consent by the link in an acknowledgement e-mail (issue 30).
  route('withdraw/:token', 'routes/withdraw.tsx'),

  // Errors: the 404 page by name, and for every unknown path.
  route('error404', 'routes/error404.tsx'),
  route('*', 'routes/not-found.tsx'),
];

export default [
  ...publicPages,
  // Every other language under its own prefix: `/hi/about-us`, `/hi/*` its own 404.
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    localisedRoutes(locale.code, publicPages),
  ),

  // For search engines: the sitemap and the robots rules (issue 12).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemap-part.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // The header's language switch: remembers the choice, then shows the page in that language.
  route('language', 'routes/language.ts'),
  // What public pages render ahead of a click (their `Speculation-Rules` header).
  route('speculation-rules.json', 'routes/speculation-rules.ts'),

  // Spec §2's test routes: diagnostic pages, linked from nowhere.
  route('apicall', 'routes/api-call.tsx', { id: 'apicall' }),
  route('apicallservices', 'routes/api-call.tsx', { id: 'apicallservices' }),

  // The staff side (issue 10): a room of its own; the layout route checks the session.
  route('admin/sign-in', 'routes/admin/sign-in/sign-in.tsx'),
  route('admin/setup', 'routes/admin/sign-in/setup.tsx'),
  route('admin/sign-out', 'routes/admin/sign-in/sign-out.ts'),
  route('admin/password', 'routes/admin/sign-in/password.tsx'),
  route('admin/forgot', 'routes/admin/sign-in/forgot.tsx'),
  route('admin/inbox/export', 'routes/admin/inbox/export.ts'),
  route('admin/preview/link/:token', 'routes/admin/content/preview/link.tsx'),
  route('admin/preview/:kind/:key', 'routes/admin/content/preview/draft.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/overview.tsx'),
    route('inbox', 'routes/admin/inbox/list.tsx'),
    route('inbox/new-request', 'routes/admin/inbox/new-request.tsx'),
    route('inbox/data_request/:id/copy', 'routes/admin/inbox/copy.tsx'),
    route('inbox/:kind/:id', 'routes/admin/inbox/item.tsx'),
    route('audit', 'routes/admin/audit/list.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('staff', 'routes/admin/staff/list.tsx'),
    route('staff/:id', 'routes/admin/staff/member.tsx'),
    route('two-step', 'routes/admin/sign-in/two-step.tsx'),
    route('content', 'routes/admin/content/list.tsx'),
    route('content/:kind/new', 'routes/admin/content/new.tsx'),
    route('content/:kind/order', 'routes/admin/content/order.tsx'),
    route('content/:kind/:key', 'routes/admin/content/item/route.tsx'),
    route('content/:kind/:key/compare', 'routes/admin/content/compare.tsx'),
    route('content/:kind/:key/:locale', 'routes/admin/content/translation/route.tsx'),
    route('media', 'routes/admin/media/list.tsx'),
    route('media/:id', 'routes/admin/media/item.tsx'),
  ]),
] satisfies RouteConfig;
