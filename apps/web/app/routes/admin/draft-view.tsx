import type { CompanySettings } from '@harsh/contract';
import { BlogPostView } from '../../components/blog-post-view';
import { ContentPageView } from '../../components/content-page-view';
import { ServiceView } from '../../components/service-view';
import type { DraftPreview } from './preview-page';

/** A draft in the public page's own components: a page, a service, or a blog post (without its comments). */
export function DraftView({ preview }: { preview: DraftPreview }) {
  if (preview.kind === 'pages') return <ContentPageView page={preview.page} />;
  if (preview.kind === 'services') return <ServiceView service={preview.service} />;
  if (preview.kind === 'settings') return <CompanyFactsView settings={preview.settings} />;
  return <BlogPostView blog={preview.blog} comments={null} recent={[]} />;
}

/**
 * The company facts have no page of their own: the header and footer around this show them (the
 * root layout takes them from the preview). Here, the claims and counters the pages quote.
 */
function CompanyFactsView({ settings }: { settings: CompanySettings }) {
  const { claims } = settings;
  const facts: [string, string][] = [
    ['Years of experience', String(claims.years_experience)],
    ['Vehicles', String(claims.vehicles)],
    ['Warehouses', String(claims.warehouses)],
    ['Workforce', String(claims.workforce)],
    ['Branches', `${claims.branches} (since ${claims.branches_since})`],
    ['Partner of Indian Railways since', String(claims.railways_partner_since)],
    ['Support', claims.support],
  ];
  return (
    <main id="main" className="container-page py-12">
      <h1 className="text-3xl font-extrabold text-navy-900">{settings.name}</h1>
      <p className="mt-2 max-w-2xl text-muted">{settings.tagline}</p>
      <p className="mt-4 max-w-2xl">The header and the footer of this page show the phones, e-mail, address and links of this version, as every page of the site would.</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
