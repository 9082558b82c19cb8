import type {
  CompanySettings,
  ContentClient,
  HomePageKey,
  HomePageTexts,
  RouteTexts,
  RouteTextsKey,
  SharedBlocks,
} from '@harsh/contract';
import { withNamesEverywhere } from '@harsh/contract';
import { loadCompanySettings } from './content.server';

/*
 * The words of the home pages and of the routes that are no content page, as published, with the
 * company facts they name filled in. Without them a page has no heading: a failed read is the
 * page's error (a 503 while the content server is away), not an empty page.
 */

export async function loadHomeTexts(
  content: ContentClient,
  key: HomePageKey,
): Promise<HomePageTexts> {
  const [texts, facts] = await Promise.all([
    content.get(`/get/home/${key}`),
    loadCompanySettings(content),
  ]);
  return withNamesEverywhere(texts, {}, facts);
}

/** A route's words; a city's page passes its city's names (`{city}`, `{state}`, `{count}`). */
export async function loadRouteTexts(
  content: ContentClient,
  key: RouteTextsKey,
  names: Partial<Record<string, string>> = {},
): Promise<RouteTexts> {
  const [texts, facts] = await Promise.all([
    content.get(`/get/texts/${key}`),
    loadCompanySettings(content),
  ]);
  return withNamesEverywhere(texts, names, facts);
}

/**
 * The shared blocks with the facts they name filled in (a branch's `{city}` is left for its page);
 * null when they cannot be read: the frame around a page does without them, as it does without
 * the facts, rather than fail the page.
 */
export async function loadSharedBlocks(
  content: ContentClient,
  facts: Promise<CompanySettings | null>,
): Promise<SharedBlocks | null> {
  try {
    const [blocks, settings] = await Promise.all([content.get('/get/blocks'), facts]);
    return withNamesEverywhere(blocks, {}, settings);
  } catch (error) {
    console.error(
      'Could not load the shared blocks:',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
