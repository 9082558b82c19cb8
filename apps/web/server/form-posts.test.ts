import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formPostTarget } from './form-posts.js';

const action = async () => null;

/** A route table shaped like the site's: the routes with forms have an action. */
const build = {
  routes: {
    root: { id: 'root', path: '', module: {} },
    home: { id: 'home', parentId: 'root', index: true, module: {} },
    'page/about-us': { id: 'page/about-us', parentId: 'root', path: '/about-us', module: {} },
    'routes/contact': {
      id: 'routes/contact',
      parentId: 'root',
      path: 'contact-us',
      module: { action },
    },
    'routes/newsletter': {
      id: 'routes/newsletter',
      parentId: 'root',
      path: 'newsletter',
      module: { action },
    },
    'routes/admin/layout': {
      id: 'routes/admin/layout',
      parentId: 'root',
      path: 'admin',
      module: { action },
    },
    'routes/admin/overview': {
      id: 'routes/admin/overview',
      parentId: 'routes/admin/layout',
      index: true,
      module: {},
    },
    'routes/admin/audit': {
      id: 'routes/admin/audit',
      parentId: 'routes/admin/layout',
      path: 'audit',
      module: {},
    },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: {} },
    'hi/routes/contact': {
      id: 'hi/routes/contact',
      parentId: 'root',
      path: 'hi/contact-us',
      module: { action },
    },
    'hi/routes/not-found': {
      id: 'hi/routes/not-found',
      parentId: 'root',
      path: 'hi/*',
      module: {},
    },
  },
} as unknown as ServerBuild;
const takesPost = formPostTarget(build);
const at = (path: string) => takesPost(new URL(`http://localhost${path}`));

describe('formPostTarget', () => {
  it('finds the form of a page whose route has an action, in either form', () => {
    expect(at('/contact-us')).toBe('form');
    expect(at('/Contact-Us/')).toBe('form');
    expect(at('/newsletter.data')).toBe('form');
  });

  it('finds no form on a page that only reads, nor on the home page', () => {
    expect(at('/about-us')).toBe('no-form');
    expect(at('/about-us.data')).toBe('no-form');
    expect(at('/')).toBe('no-form');
    expect(at('/_root.data')).toBe('no-form');
  });

  it('knows no page at a path only the catch-all route matches', () => {
    expect(at('/no/such/page')).toBe('unknown');
    expect(at('/no/such/page.data')).toBe('unknown');
    // A language's own catch-all (its 404) is no page either.
    expect(at('/hi/no/such/page')).toBe('unknown');
    expect(at('/hi/contact-us')).toBe('form');
  });

  it("gives an index route's post to its parent unless the address says ?index", () => {
    expect(at('/admin')).toBe('form');
    expect(at('/admin?index')).toBe('no-form');
    expect(at('/admin/audit')).toBe('no-form');
  });
});
