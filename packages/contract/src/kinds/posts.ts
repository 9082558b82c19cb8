import { z } from 'zod';
import { BlogSchema } from '../entities.js';
import { defineKind, IMAGE_HINT, RICH_TEXT_HINT } from './kind.js';
import { imagePath, richText, slugField, text } from './rules.js';

/** A blog post as staff edit it; a changed slug keeps the old address as a redirect. */
export const PostDraftSchema = z.object({
  title: text(200, 'title'),
  slug: slugField('monsoon-freight-tips'),
  image: imagePath('image'),
  excerpt: text(400, 'excerpt'),
  content: richText('Write the post.', 200_000, 'The post is too long: split it, or shorten it.'),
  author: text(100, 'author'),
  published_on: z.iso.date({ error: 'Give the date as a date.' }),
});
export type PostDraft = z.infer<typeof PostDraftSchema>;

export const POSTS_KIND = defineKind({
  schema: PostDraftSchema,
  public: BlogSchema,
  shown: {
    title: true,
    slug: true,
    image: true,
    excerpt: true,
    content: true,
    author: true,
    published_on: 'published_at',
  },
  translated: {
    title: true,
    slug: false,
    image: false,
    excerpt: true,
    content: true,
    author: true,
    published_on: false,
  },
  form: {
    title: { label: 'Title' },
    slug: {
      label: 'Address',
      hint: 'The end of the post’s address: /blogs/blog_details/… in lower-case words joined by hyphens. Left empty on a new post, it is made from the title. If you change it, the old address leads to the new one.',
    },
    excerpt: {
      label: 'Excerpt',
      multiline: true,
      hint: 'A sentence or two for the post lists.',
    },
    content: { label: 'Post', richText: true, hint: RICH_TEXT_HINT },
    image: { label: 'Image', hint: IMAGE_HINT, image: true },
    author: { label: 'Author' },
    published_on: { label: 'Date', type: 'date' },
  },
});
