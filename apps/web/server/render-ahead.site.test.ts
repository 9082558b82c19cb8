import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, ContentEvents } from '@harsh/api';
import type { ContentClient } from '@harsh/contract';
import { openTestDatabase } from '../../api/src/test/database.js';
import { WebEnvSchema } from './config.js';
import { buildSite } from './site.js';

interface Context {
  content: ContentClient;
}
type Args = { context: Context; params: Record<string, string> };

const SITE = 'http://localhost:3000';
let renders: string[] = [];
const events = new ContentEvents();
/** Holds the start's render of `/about-us` until the test has seen the instance not ready. */
let releaseStart = () => {};
const started = new Promise<void>((resolve) => (releaseStart = resolve));

/**
 * A route table as small as can be, on the real content API: the root reads the company facts,
 * `/about-us` and `/contact-us` a page each, `/search` nothing but its query, and the sitemap
 * lists the two pages. Documents are the loaders' data as JSON.
 */
const build = {
  mode: 'production',
  entry: {
    module: {
      default: async (
        request: Request,
        status: number,
        headers: Headers,
        router: { staticHandlerContext: { loaderData: unknown } },
      ) => {
        renders.push(new URL(request.url).pathname);
        headers.set('content-type', 'text/html; charset=utf-8');
        // The render's number: a page rendered again is told from one kept before.
        return new Response(
          `<!doctype html><html><body>${renders.length} ${JSON.stringify(router.staticHandlerContext.loaderData)}</body></html>`,
          { status, headers },
        );
      },
    },
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => null,
        loader: ({ context }: Args) => context.content.get('/get/settings'),
      },
    },
    about: {
      id: 'about',
      parentId: 'root',
      path: 'about-us',
      module: {
        default: () => null,
        loader: async ({ context }: Args) => (
          await started,
          context.content.get('/get/single/pages/1')
        ),
      },
    },
    contact: {
      id: 'contact',
      parentId: 'root',
      path: 'contact-us',
      module: {
        default: () => null,
        loader: ({ context }: Args) => context.content.get('/get/single/pages/2'),
      },
    },
    // A staff form that publishes (here: announces a change of the company facts).
    publish: {
      id: 'publish',
      parentId: 'root',
      path: 'publish',
      module: {
        default: () => null,
        loader: () => null,
        action: () => (events.changed({ tables: ['settings'] }), null),
      },
    },
    search: {
      id: 'search',
      parentId: 'root',
      path: 'search',
      module: { default: () => null, handle: { pageCache: { query: ['q'] } }, loader: () => null },
    },
    sitemap: {
      id: 'sitemap',
      parentId: 'root',
      path: 'sitemap.xml',
      module: {
        loader: async ({ context }: Args) => {
          await context.content.get('/get/sitemap');
          const urls = ['/about-us', '/contact-us']
            .map((path) => `<url><loc>${SITE}${path}</loc></url>`)
            .join('');
          return new Response(`<?xml version="1.0"?><urlset>${urls}</urlset>`, {
            headers: { 'content-type': 'application/xml' },
          });
        },
      },
    },
  },
  assets: {
    entry: { module: '/entry.js', imports: [] },
    routes: {},
    url: '/manifest.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: '/tmp',
  basename: '/',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

describe('the site renders the sitemap’s pages ahead (RENDER_AHEAD)', () => {
  let database: DatabaseHandle;
  let site: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    site = await buildSite({
      env: WebEnvSchema.parse({ LOG_LEVEL: 'silent' }),
      build,
      mode: 'production',
      database,
      events,
    });
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  it('keeps every page of the sitemap after start, before any visitor asks, and is ready once they are', async () => {
    const readiness = async () =>
      (await site.inject({ method: 'GET', url: '/api/health/ready' })).json().data.pages;
    expect(await readiness()).toBe('starting');
    releaseStart();
    expect(await site.pagesRenderedAhead(10_000)).toBe(true);
    await expect.poll(readiness).toBe('kept');
    expect(renders.sort()).toEqual(['/about-us', '/contact-us']);
    const response = await site.inject({ method: 'GET', url: '/about-us' });
    expect(response.statusCode).toBe(200);
    expect(renders).toHaveLength(2);
  });

  it('renders again in the background what a change dropped, serving the page as it was meanwhile', async () => {
    const before = (await site.inject({ method: 'GET', url: '/contact-us' })).body;
    await site.inject({ method: 'GET', url: '/search?q=rail' });
    renders = [];
    events.changed({ tables: ['settings'] });
    // Served as it was, not rendered for the visitor who asks.
    expect((await site.inject({ method: 'GET', url: '/contact-us' })).body).toBe(before);
    expect(renders).not.toContain('/contact-us');
    expect(await site.pagesRenderedAhead(10_000)).toBe(true);
    expect(renders.sort()).toEqual(['/about-us', '/contact-us']);
    // The search read the facts too: it renders on its next request, as before.
    await site.inject({ method: 'GET', url: '/search?q=rail' });
    expect(renders).toContain('/search');
  });

  it('answers whoever made a change once its pages are kept again', async () => {
    await site.pagesRenderedAhead(10_000);
    renders = [];
    const answer = await site.inject({
      method: 'POST',
      url: '/publish',
      headers: {
        origin: SITE,
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'x=1',
    });
    expect(answer.statusCode).toBeLessThan(500);
    expect(renders.filter((path) => path !== '/publish').sort()).toEqual([
      '/about-us',
      '/contact-us',
    ]);
  });
});
