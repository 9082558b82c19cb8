import { data } from 'react-router';
import {
  type CompanySettings,
  ContentClient,
  ContentError,
  type ContentTransport,
  type Page,
} from '@harsh/contract';

declare module 'react-router' {
  interface AppLoadContext {
    /** The content API, in-process or remote. */
    content: ContentClient;
    /** The same API's calls with headers and cookies: the staff pages pass on the browser's session. */
    transport: ContentTransport;
    /**
     * This response's CSP nonce for inline scripts; unset when the page is rendered once for every
     * visitor (the page cache), whose policy allows its inline scripts by hash instead.
     */
    nonce: string | undefined;
    /**
     * Set instead of `nonce` when the page is rendered for everyone: written as the nonce of the
     * scripts React Router and React write, so that the kept page's policy allows those by hash
     * and no other inline script; taken out of the page before it is kept.
     */
    scriptMarker?: string;
    /** The visitor's address, passed on to the API's rate limits. */
    clientIp: string;
    /** The site's public origin (`SITE_URL`), for canonical addresses and the sitemap. */
    siteUrl: string;
  }
}

/**
 * Throws the 404 response the error boundary renders when the API has no such record, or refuses
 * the address's id or slug as malformed (422: `/services/details/0` names no service either).
 */
export function notFoundUnlessFound(error: unknown): never {
  if (error instanceof ContentError && (error.statusCode === 404 || error.statusCode === 422)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  throw error;
}

/** A read that found nothing (or whose address the API refuses as malformed) is null; any other failure is the page's error. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof ContentError && (error.statusCode === 404 || error.statusCode === 422))
    return null;
  throw error;
}

export function loadPage(content: ContentClient, number: number): Promise<Page> {
  return content.get(`/get/single/pages/${number}`).catch(notFoundUnlessFound);
}

/**
 * Lists are decoration around a page: when one fails it is logged and left empty, and the
 * page still renders (spec §8).
 */
export async function loadListOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`Could not load ${what}:`, error instanceof Error ? error.message : error);
    return [];
  }
}

export async function loadCompanySettings(content: ContentClient): Promise<CompanySettings | null> {
  try {
    return await content.get('/get/settings');
  } catch (error) {
    console.error(
      'Could not load company settings:',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
