import { citySlug } from './text.js';

/*
 * The public addresses of the site's items, written once: the site's links, the sitemap, search
 * results, staff e-mails and the API's old-address redirects all build them here. The route
 * table (apps/web/app/routes.ts) declares the same shapes.
 */

/** A blog post's page. */
export const blogPostPath = (post: { slug: string }) => `/blogs/blog_details/${post.slug}`;

/** A service's page, by its address. */
export const servicePath = (service: { slug: string }) => `/services/${service.slug}`;

/** A service's page by its number, as the spec's "View Detail" links name it (it leads on to `servicePath`). */
export const serviceDetailsPath = (service: { id: number }) => `/services/details/${service.id}`;

/** The page of one branch. */
export const branchPath = (branch: { city: string; slug: string }) =>
  `/branches/${citySlug(branch.city)}/${branch.slug}`;

/** The page of a city's branches. */
export const cityBranchesPath = (city: string) => `/branches/${citySlug(city)}`;
