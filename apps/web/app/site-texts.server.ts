import type { ContentClient, HomePageKey, HomePageTexts, RouteTexts, RouteTextsKey } from '@harsh/contract';
import { withNamesEverywhere } from '@harsh/contract';
import { loadCompanySettings } from './content.server';

/*
 * The words of the home pages and of the routes that are no content page, as published, with the
 * company facts they name filled in. Without them a page has no heading: a failed read is the
 * page's error (a 503 while the content server is away), not an empty page.
 */

export async function loadHomeTexts(content: ContentClient, key: HomePageKey): Promise<HomePageTexts> {
  const [texts, facts] = await Promise.all([content.get<HomePageTexts>(`/get/home/${key}`), loadCompanySettings(content)]);
  return withNamesEverywhere(texts, {}, facts);
}

/** A route's words; a city's page passes its city's names (`{city}`, `{state}`, `{count}`). */
export async function loadRouteTexts(content: ContentClient, key: RouteTextsKey, names: Partial<Record<string, string>> = {}): Promise<RouteTexts> {
  const [texts, facts] = await Promise.all([content.get<RouteTexts>(`/get/texts/${key}`), loadCompanySettings(content)]);
  return withNamesEverywhere(texts, names, facts);
}
