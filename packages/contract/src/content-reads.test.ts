import { describe, expectTypeOf, it } from 'vitest';
import { ContentClient } from './content-client.js';
import type { Blog, BranchDetail, BranchMoved, Moved, Page, Service } from './entities.js';
import type { HomePageTexts } from './site-texts.js';

/*
 * A read names its path and gets its answer's type (issue 41): checked by the compiler, which
 * `npm run typecheck` runs on this file.
 */

const content = new ContentClient(async () => ({ statusCode: 200, body: null }));
const slug = 'monsoon-freight-tips';

describe('a content read', () => {
  it('is typed by its path, fixed or with variable parts', () => {
    expectTypeOf(content.get('/get/settings')).resolves.toHaveProperty('claims');
    expectTypeOf(content.get(`/get/single/pages/${1}`)).resolves.toEqualTypeOf<Page>();
    expectTypeOf(
      content.get(`/get/single/services/by-slug/${slug}`),
    ).resolves.toEqualTypeOf<Service>();
    expectTypeOf(content.get(`/get/single/blogs/${slug}`)).resolves.toEqualTypeOf<Blog>();
    expectTypeOf(content.get(`/get/home/${'index2'}`)).resolves.toEqualTypeOf<HomePageTexts>();
    expectTypeOf(
      content.get(`/get/branches/${'pune'}/${slug}`),
    ).resolves.toEqualTypeOf<BranchDetail>();
    expectTypeOf(
      content.get(`/get/moved/branches/${'pune'}/${slug}`),
    ).resolves.toEqualTypeOf<BranchMoved>();
    expectTypeOf(content.get(`/get/moved/blogs/${slug}`)).resolves.toEqualTypeOf<Moved>();
  });

  it('of a path made at run time names its type', () => {
    const type: string = 'plans';
    expectTypeOf(content.get<string[]>(`/get/${type}`)).resolves.toEqualTypeOf<string[]>();
  });
});
