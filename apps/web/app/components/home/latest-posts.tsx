import { Link } from 'react-router';
import type { BlogSummary, HomeSectionTexts } from '@harsh/contract';
import { BlogDateCard } from '../blog-card';
import { HomeSection, type SectionTone } from './home-section';

/** The newest posts (spec §9: three on a home page) as cards with their day and month. */
export function LatestPosts({
  posts,
  texts,
  tone,
}: {
  posts: BlogSummary[];
  texts: HomeSectionTexts;
  tone?: SectionTone;
}) {
  if (posts.length === 0) return null;
  return (
    <HomeSection
      id="blogs"
      texts={texts}
      tone={tone}
      action={
        <Link to="/blogs/grid" className="btn-secondary">
          All articles
        </Link>
      }
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogDateCard blog={post} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
