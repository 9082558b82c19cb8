import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLinks } from './page-links';

const render = (page: number, pages: number) => {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <PageLinks
          label="Pages of pictures"
          page={page}
          pages={pages}
          addressOf={(other) => `/admin/media?page=${other}`}
          before="Newer"
          after="Older"
        />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/admin/media']} />);
};

describe('the links between the pages of a staff list', () => {
  it('lead to the page before and after, named by the list', () => {
    const middle = render(2, 3);
    expect(middle).toContain('<nav aria-label="Pages of pictures"');
    expect(middle).toMatch(/href="\/admin\/media\?page=1"[^>]*>Newer<\/a>/);
    expect(middle).toMatch(/href="\/admin\/media\?page=3"[^>]*>Older<\/a>/);
  });

  it('offer no way past the first or the last page, and are not there for one page', () => {
    expect(render(1, 3)).not.toContain('Newer');
    expect(render(3, 3)).not.toContain('Older');
    expect(render(1, 1)).toBe('');
  });
});
