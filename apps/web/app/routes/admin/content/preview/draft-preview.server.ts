import type { AppLoadContext } from 'react-router';
import {
  achievementFigure,
  type BlogSummary,
  ContentClient,
  DEFAULT_LOCALE,
  readingIn,
  type SharedBlocks,
  type DraftFocalPoints,
  type EditableKind,
  type GalleryItem,
  HOME_BLOG_COUNT,
  type HomePageKey,
  type HomePageTexts,
  type HomeSectionId,
  type HomeSectionTexts,
  MAX_PER_PAGE,
  type Paginator,
  type RouteTexts,
  type RouteTextsKey,
  type Service,
  type SharedBlock,
  type SharedBlockKey,
  withNamesEverywhere,
} from '@harsh/contract';
import { loadCompanySettings, loadListOrEmpty } from '../../../../content.server';
import { loadHomeVariant } from '../../../../home-variant.server';
import { loadHomeTexts, loadSharedBlocks } from '../../../../site-texts.server';
import { siteServices } from '../field-choices.server';
import {
  type DraftPreview,
  draftPreview,
  LIST_KINDS,
  type ListKind,
  type PreviewFrame,
  withDraftFocalPoints,
} from './preview-page';

/** Where each list is previewed: its section on a home page that shows it. */
const LIST_SECTIONS: Record<ListKind, { page: HomePageKey; section: HomeSectionId }> = {
  gallery: { page: 'home', section: 'gallery' },
  testimonials: { page: 'index2', section: 'testimonials' },
  plans: { page: 'index2', section: 'plans' },
  projects: { page: 'index2', section: 'projects' },
  clients: { page: 'index2', section: 'clients' },
  achievements: { page: 'index2', section: 'achievements' },
  solutions: { page: 'index2', section: 'solutions' },
};

/** A city for the preview of a city's page, whose address names one. */
const SAMPLE_CITY = { city: 'Ahmedabad', state: 'Gujarat', count: '3' };

/**
 * A draft as the public components take it, with what they need beside it (a branch's services by
 * name, a list's section, a home page's lists), each picture placed by its focal point (`points`,
 * as the API answers them with the draft) as the published page will place it.
 */
export async function loadDraftPreview(
  content: ContentClient,
  kind: EditableKind,
  key: string,
  path: string | null,
  draft: Record<string, unknown>,
  points: DraftFocalPoints,
): Promise<DraftPreview> {
  // Copy names the company facts in braces; the preview says them as the published page will.
  const document = withNamesEverywhere(
    withDraftFocalPoints(draft, points),
    {},
    await loadCompanySettings(content),
  );
  if ((LIST_KINDS as readonly string[]).includes(kind)) {
    const where = LIST_SECTIONS[kind as ListKind];
    const [texts, facts] = await Promise.all([
      loadHomeTexts(content, where.page),
      loadCompanySettings(content),
    ]);
    const section = texts.sections[where.section] as HomeSectionTexts;
    // A list entry's draft fields are the entry's, as the site reads them (an achievement's figure the fact's, when it names one).
    const entry: Record<string, unknown> = { id: Number(key), ...document };
    if (kind === 'achievements')
      entry['value'] = achievementFigure(
        document as { value: number; fact?: string | null },
        facts,
      );
    return { kind, entry, section } as DraftPreview;
  }
  if (kind === 'home') {
    const texts = withNamesEverywhere(
      document as unknown as HomePageTexts,
      {},
      await loadCompanySettings(content),
    );
    if (key === 'home') {
      const [services, gallery, blogs] = await Promise.all([
        loadListOrEmpty(
          'services',
          async () =>
            (await content.post<Paginator<Service>>('/get/services', { per_page: MAX_PER_PAGE }))
              .data,
        ),
        loadListOrEmpty('gallery', () => content.post<GalleryItem[]>('/get/gallery', {})),
        loadListOrEmpty(
          'blogs',
          async () =>
            (await content.post<Paginator<BlogSummary>>('/get/blogs', { record: HOME_BLOG_COUNT }))
              .data,
        ),
      ]);
      return { kind, key, texts, lists: { services, gallery, blogs } };
    }
    return {
      kind,
      key: key as Exclude<HomePageKey, 'home'>,
      texts,
      lists: await loadHomeVariant(content),
    };
  }
  if (kind === 'texts') {
    const texts = withNamesEverywhere(
      document as unknown as RouteTexts,
      key === 'city-branches' ? SAMPLE_CITY : {},
      await loadCompanySettings(content),
    );
    return { kind, key: key as RouteTextsKey, texts };
  }
  if (kind === 'blocks') {
    const block = withNamesEverywhere(
      document as unknown as SharedBlock,
      key === 'branch-quote' ? SAMPLE_CITY : {},
      await loadCompanySettings(content),
    );
    return { kind, key: key as SharedBlockKey, block };
  }
  return draftPreview(
    kind as Parameters<typeof draftPreview>[0],
    key,
    path,
    document,
    kind === 'branches' ? await siteServices(content) : [],
  );
}

/**
 * What a preview of a draft in `locale` reads its surroundings with (a home page's lists, a list's
 * section): the published content in that language; and, for a translation, the frame it is shown
 * in: that language's company facts and shared blocks, as its page will have them (issue 40).
 */
export async function previewReading(
  context: AppLoadContext,
  locale: string,
): Promise<{ content: ContentClient; frame: PreviewFrame | null }> {
  if (locale === DEFAULT_LOCALE.code) return { content: context.content, frame: null };
  const content = new ContentClient(readingIn(context.transport, locale));
  const settings = loadCompanySettings(content);
  const blocks: Promise<SharedBlocks | null> = loadSharedBlocks(content, settings);
  return { content, frame: { locale, settings: await settings, blocks: await blocks } };
}
