import { z } from 'zod';
import { PageSchema } from '../entities.js';
import { defineKind, IMAGE_HINT, RICH_TEXT_HINT } from './kind.js';
import { imagePath, richText, text } from './rules.js';

/** A content page as staff edit it: the page's number and address are fixed by spec §2's route table. */
export const PageDraftSchema = z.object({
  title: text(120, 'title'),
  banner_image: imagePath('banner image'),
  content: richText('Write the page.', 200_000, 'The page is too long: split it, or shorten it.'),
  meta_title: text(120, 'title for search engines'),
  meta_description: text(300, 'description for search engines'),
});
export type PageDraft = z.infer<typeof PageDraftSchema>;

export const PAGES_KIND = defineKind({
  schema: PageDraftSchema,
  public: PageSchema,
  shown: {
    title: true,
    banner_image: true,
    content: true,
    meta_title: true,
    meta_description: true,
  },
  translated: {
    title: true,
    banner_image: false,
    content: true,
    meta_title: true,
    meta_description: true,
  },
  form: {
    title: { label: 'Title' },
    banner_image: { label: 'Banner image', hint: IMAGE_HINT, image: true },
    content: { label: 'Page text', richText: true, hint: RICH_TEXT_HINT },
    meta_title: { label: 'Title for search engines' },
    meta_description: { label: 'Description for search engines', multiline: true },
  },
});
