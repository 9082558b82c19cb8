import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageKeyer } from './page-key.js';

/** A route table shaped like the site's (spec §2): its manifest as React Router builds it. */
function buildWith(
  routes: Array<{
    id: string;
    parentId?: string;
    path?: string;
    index?: boolean;
    query?: string[];
    personal?: boolean;
  }>,
): ServerBuild {
  const manifest = Object.fromEntries(
    routes.map((r) => [
      r.id,
      {
        ...r,
        module: r.personal
          ? { handle: { pageCache: false } }
          : r.query
            ? { handle: { pageCache: { query: r.query } } }
            : {},
      },
    ]),
  );
  return {
    routes: manifest,
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const build = buildWith([
  { id: 'root', path: '' },
  { id: 'home', parentId: 'root', index: true },
  { id: 'home-index', parentId: 'root', path: 'index' },
  { id: 'page/about-us', parentId: 'root', path: '/about-us' },
  { id: 'page/term&condition', parentId: 'root', path: 'term&condition' },
  { id: 'routes/services-list', parentId: 'root', path: 'services/services1' },
  { id: 'service/by-slug', parentId: 'root', path: 'services/:slug' },
  { id: 'routes/blog-details', parentId: 'root', path: 'blogs/blog_details/:slug' },
  { id: 'routes/blogs-grid', parentId: 'root', path: 'blogs/grid', query: ['page'] },
  { id: 'routes/search', parentId: 'root', path: 'search', query: ['q', 'page'] },
  { id: 'routes/error404', parentId: 'root', path: 'error404' },
  { id: 'routes/not-found', parentId: 'root', path: '*' },
  { id: 'hi/home', parentId: 'root', path: 'hi' },
  { id: 'hi/page/about-us', parentId: 'root', path: 'hi/about-us' },
  { id: 'hi/routes/not-found', parentId: 'root', path: 'hi/*' },
  { id: 'routes/admin/sign-in', parentId: 'root', path: 'admin/sign-in', personal: true },
  { id: 'routes/admin/layout', parentId: 'root', path: 'admin', personal: true },
  { id: 'routes/admin/overview', parentId: 'routes/admin/layout', index: true },
  { id: 'routes/admin/audit', parentId: 'routes/admin/layout', path: 'audit' },
]);
const keyOf = pageKeyer(build);
// As the server does: the request target appended to the site's origin.
const key = (address: string, origin = 'http://localhost:3000') => keyOf(new URL(origin + address));

describe('page cache keys', () => {
  it('are none for personal pages (the staff side), nor for any page below them, nor their data', () => {
    for (const address of [
      '/admin',
      '/admin/',
      '/admin?x=1',
      '/admin/audit?page=2',
      '/admin/sign-in',
      '/admin/audit.data',
      '/Admin/Audit',
    ]) {
      expect(key(address), address).toBeNull();
    }
    // A path that no staff route claims is the shared 404, as anywhere else.
    expect(key('/admin/no-such-screen')?.notFound).toBe(true);
  });

  it('drop every query parameter the route does not read', () => {
    expect(key('/?v=1')).toEqual(key('/'));
    expect(key('/about-us?utm_source=mail&v=2')?.key).toBe('/about-us');
    expect(key('/blogs/grid?page=2&sort=x')?.key).toBe('/blogs/grid?page=2');
  });

  it('keep the ones it reads, sorted, first value, trimmed, empty ones dropped', () => {
    expect(key('/search?zz=1&q=truck&page=2')?.key).toBe('/search?page=2&q=truck');
    expect(key('/search?page=2&q=truck')?.key).toBe('/search?page=2&q=truck');
    expect(key('/search?q=%20truck%20&q=other&page=')?.key).toBe('/search?q=truck');
  });

  it('name a fixed route by its own path, whatever the case or trailing slashes', () => {
    expect(key('/ABOUT-US/')?.key).toBe('/about-us');
    expect(key('//about-us')?.key).toBe('/about-us');
    expect(key('/Services/Services1')?.key).toBe('/services/services1');
    expect(key('/index')?.key).toBe('/index');
  });

  it('match a path with percent-escapes as React Router does (a link a mail app escaped)', () => {
    expect(key('/term%26condition')).toMatchObject({ key: '/term&condition', notFound: false });
    expect(key('/%61bout-us')?.key).toBe('/about-us');
    expect(key('/about%2Fus')?.notFound).toBe(true);
    expect(key('/%E0%A4%A')?.notFound).toBe(true);
  });

  it('keep the path of routes with parameters, ranked as React Router ranks them', () => {
    expect(key('/services/services1')?.key).toBe('/services/services1');
    expect(key('/services/full-truckload/')?.key).toBe('/services/full-truckload');
    expect(key('/blogs/blog_details/some-post')).toEqual({
      key: '/blogs/blog_details/some-post',
      path: '/blogs/blog_details/some-post',
      notFound: false,
    });
  });

  it('give every unknown path one shared 404, with or without header and footer (spec §2)', () => {
    expect(key('/no-such-page')).toEqual({ key: '/not-found', path: '/not-found', notFound: true });
    expect(key('/a/b/c?x=1')).toEqual(key('/no-such-page'));
    expect(key('/errorx')).toEqual({
      key: '/error-not-found',
      path: '/error-not-found',
      notFound: true,
    });
    expect(key('/error404')).toEqual({ key: '/error404', path: '/error404', notFound: false });
  });

  it('keep another language’s pages and its 404 apart from English’s', () => {
    expect(key('/HI/About-Us/')).toEqual({
      key: '/hi/about-us',
      path: '/hi/about-us',
      notFound: false,
    });
    expect(key('/hi')).toMatchObject({ key: '/hi', notFound: false });
    expect(key('/hi/no-such-page')).toEqual({
      key: '/hi/not-found',
      path: '/hi/not-found',
      notFound: true,
    });
    expect(key('/hindi/about-us')).toEqual(key('/no-such-page'));
  });

  it('never depend on the host a request names', () => {
    expect(key('/about-us', 'http://evil.example')).toEqual(key('/about-us'));
  });

  it('key data requests by the routes they ask for, known ones only', () => {
    expect(key('/_root.data?_routes=root,home,bogus&v=1')?.key).toBe(
      '/_root.data?_routes=home%2Croot',
    );
    expect(key('/ABOUT-US.data')?.key).toBe('/about-us.data');
    expect(key('/search.data?q=rail&_routes=routes/search')?.key).toBe(
      '/search.data?q=rail&_routes=routes%2Fsearch',
    );
  });

  it('leave React Router’s route manifest out of the cache', () => {
    expect(key('/__manifest?p=/about-us&version=1')).toBeNull();
  });
});
