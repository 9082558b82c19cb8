import { useRouteLoaderData } from 'react-router';
import {
  type BlogSummary,
  type GalleryItem,
  HOME_BLOG_COUNT,
  MAX_PER_PAGE,
  type Paginator,
  type Service,
} from '@harsh/contract';
import { HomeOneView } from '../components/home/home-one-view';
import type { EnhanceHandle } from '../enhance/names';
import { loadListOrEmpty } from '../content.server';
import { metaTags } from '../page-meta';
import type { loader as rootLoader } from '../root';
import { loadHomeTexts } from '../site-texts.server';
import { organization, type StructuredDataHandle, webSite } from '../structured-data';
import type { Route } from './+types/home';

/** The company and the site's search, for search engines' knowledge panel and sitelinks search box. */
export const handle: StructuredDataHandle & EnhanceHandle = {
  enhance: ['counter', 'carousel'],
  structuredData: (_data, site) =>
    [organization(site), webSite(site)].filter((item) => item !== null),
};

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, services, gallery, blogs] = await Promise.all([
    loadHomeTexts(context.content, 'home'),
    loadListOrEmpty(
      'services',
      async () =>
        (
          await context.content.post<Paginator<Service>>('/get/services', {
            per_page: MAX_PER_PAGE,
          })
        ).data,
    ),
    loadListOrEmpty('gallery', () => context.content.post<GalleryItem[]>('/get/gallery', {})),
    loadListOrEmpty(
      'blogs',
      async () =>
        (
          await context.content.post<Paginator<BlogSummary>>('/get/blogs', {
            record: HOME_BLOG_COUNT,
          })
        ).data,
    ),
  ]);
  // Cards need no description: keep the page's data small.
  return {
    texts,
    services: services.map(({ description: _description, ...card }) => card),
    gallery,
    blogs,
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? metaTags(data.texts.meta_title, data.texts.meta_description) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null;
  return <HomeOneView {...loaderData} settings={settings} />;
}
