import { describe, expectTypeOf, it } from 'vitest';
import { ContentClient } from './content-client.js';
import type { EditableKind } from './content-editing-text.js';
import type { EditableItem, EditableSummary, Revision } from './content-editing.js';
import type { StaffRead } from './content-reads.js';
import type { InboxDetail, InboxList, PersonalDataCopy } from './inbox.js';
import type { MediaItem, MediaItemDetail } from './media.js';
import type { StaffAccount, StaffSession, StaffSessionInfo } from './staff.js';
import type { Blog, BranchDetail, BranchMoved, Moved, Page, Service } from './entities.js';
import type { HomePageTexts } from './site-texts.js';

/*
 * A read names its path and gets its answer's type (issue 41): checked by the compiler, which
 * `npm run typecheck` runs on this file.
 */

// Its answers are types only here: every call resolves, with nothing.
const content = new ContentClient(async () => ({
  statusCode: 200,
  body: { status: 1, message: '', data: null },
}));
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

describe('a staff read', () => {
  it('is typed by the first pattern its path matches', () => {
    expectTypeOf<StaffRead<'/content'>>().toEqualTypeOf<EditableSummary[]>();
    expectTypeOf<StaffRead<`/content/${EditableKind}/${string}`>>().toEqualTypeOf<EditableItem>();
    expectTypeOf<
      StaffRead<`/content/${EditableKind}/${string}/revisions/${number}`>
    >().toEqualTypeOf<Revision>();
    expectTypeOf<StaffRead<'/session'>>().toEqualTypeOf<StaffSession>();
    expectTypeOf<StaffRead<'/staff'>>().toEqualTypeOf<StaffAccount[]>();
    expectTypeOf<StaffRead<`/staff/${string}/sessions`>>().toEqualTypeOf<StaffSessionInfo[]>();
    expectTypeOf<StaffRead<'/media'>>().toEqualTypeOf<MediaItem[]>();
    expectTypeOf<StaffRead<`/media/${number}`>>().toEqualTypeOf<MediaItemDetail>();
    expectTypeOf<StaffRead<'/inbox'>>().toEqualTypeOf<InboxList>();
    expectTypeOf<StaffRead<'/inbox?status=new'>>().toEqualTypeOf<InboxList>();
    expectTypeOf<StaffRead<`/inbox/${string}/${number}`>>().toEqualTypeOf<InboxDetail>();
    expectTypeOf<
      StaffRead<`/inbox/data_request/${number}/copy`>
    >().toEqualTypeOf<PersonalDataCopy>();
  });
});
