import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentClient, type ContentTransport } from '@harsh/contract';
import { pageQuery, SiteHeader } from './components/site-header';
import { handle as searchHandle } from './routes/search';
import { loader as branchCity } from './routes/branch-city';
import { loader as branchPage } from './routes/branch-page';
import { loader as servicePage } from './routes/service-page';
import { loader as blogPost } from './routes/blog-details';

/*
 * A change of language keeps what the visitor was looking at (issue 40): the switch keeps the
 * search; the redirects of addresses typed in capitals or moved keep the page's language.
 */

describe('the language switch', () => {
  const header = (entry: string) => {
    const Stub = createRoutesStub([
      { path: '*', handle: searchHandle, Component: () => <SiteHeader settings={null} /> },
    ]);
    return renderToStaticMarkup(<Stub initialEntries={[entry]} />);
  };

  it('leads a search to the same search in the other language', () => {
    expect(header('/search?q=warehouse')).toContain(
      `href="/language?to=${encodeURIComponent('/hi/search?q=warehouse')}"`,
    );
    expect(header('/hi/search?q=%E0%A4%97%E0%A5%8B%E0%A4%A6%E0%A4%BE%E0%A4%AE&page=2')).toContain(
      `href="/language?to=${encodeURIComponent('/search?q=%E0%A4%97%E0%A5%8B%E0%A4%A6%E0%A4%BE%E0%A4%AE&page=2')}"`,
    );
  });

  it('keeps only the parameters the page reads, those it was kept under', () => {
    expect(pageQuery('?q=warehouse&utm_source=mail', searchHandle)).toBe('?q=warehouse');
    expect(pageQuery('?q=x', { pageCache: false })).toBe('');
    expect(pageQuery('?q=x', undefined)).toBe('');
  });
});

/** A content API that has none of what is asked, but knows where the moved things went. */
const movedOnly: ContentTransport = async ({ path }) =>
  path.startsWith('/get/moved/')
    ? {
        statusCode: 200,
        body: { status: 1, message: 'OK', data: { city: 'surat', slug: 'new-address' } },
      }
    : { statusCode: 404, body: { status: 0, message: 'Not found.', data: null } };
const context = { content: new ContentClient(movedOnly) };

/** Where a loader sends the request on to, permanently. */
async function redirectOf(
  loader: (args: never) => unknown,
  url: string,
  params: Record<string, string>,
): Promise<string> {
  const thrown = await Promise.resolve()
    .then(() =>
      loader({ request: new Request(`http://localhost:3000${url}`), context, params } as never),
    )
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(thrown, url).toBeInstanceOf(Response);
  expect((thrown as Response).status, url).toBe(301);
  return (thrown as Response).headers.get('location')!;
}

describe('an address that leads on keeps the page’s language', () => {
  it('a city typed in capitals', async () => {
    expect(await redirectOf(branchCity, '/hi/branches/Ahmedabad', { city: 'Ahmedabad' })).toBe(
      '/hi/branches/ahmedabad',
    );
    expect(await redirectOf(branchCity, '/branches/Ahmedabad', { city: 'Ahmedabad' })).toBe(
      '/branches/ahmedabad',
    );
  });

  it('a branch typed in capitals, or moved', async () => {
    expect(
      await redirectOf(branchPage, '/hi/branches/Surat/Ring-Road', {
        city: 'Surat',
        slug: 'Ring-Road',
      }),
    ).toBe('/hi/branches/surat/ring-road');
    expect(
      await redirectOf(branchPage, '/hi/branches/surat/old-address', {
        city: 'surat',
        slug: 'old-address',
      }),
    ).toBe('/hi/branches/surat/new-address');
    expect(
      await redirectOf(branchPage, '/branches/surat/old-address', {
        city: 'surat',
        slug: 'old-address',
      }),
    ).toBe('/branches/surat/new-address');
  });

  it('a moved service', async () => {
    expect(await redirectOf(servicePage, '/hi/services/old-address', { slug: 'old-address' })).toBe(
      '/hi/services/new-address',
    );
    expect(await redirectOf(servicePage, '/services/old-address', { slug: 'old-address' })).toBe(
      '/services/new-address',
    );
  });

  it('a moved post', async () => {
    expect(
      await redirectOf(blogPost, '/hi/blogs/blog_details/old-address', { slug: 'old-address' }),
    ).toBe('/hi/blogs/blog_details/new-address');
    expect(
      await redirectOf(blogPost, '/blogs/blog_details/old-address', { slug: 'old-address' }),
    ).toBe('/blogs/blog_details/new-address');
  });
});
