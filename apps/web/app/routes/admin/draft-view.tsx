import { BlogPostView } from '../../components/blog-post-view';
import { ContentPageView } from '../../components/content-page-view';
import { ServiceView } from '../../components/service-view';
import type { DraftPreview } from './preview-page';

/** A draft in the public page's own components: a page, a service, or a blog post (without its comments). */
export function DraftView({ preview }: { preview: DraftPreview }) {
  if (preview.kind === 'pages') return <ContentPageView page={preview.page} />;
  if (preview.kind === 'services') return <ServiceView service={preview.service} />;
  return <BlogPostView blog={preview.blog} comments={null} recent={[]} />;
}
