import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../../../root';
import {
  type CompanySettings,
  EDITABLE_KIND_LABELS,
  type RouteTexts,
  type SharedBlock,
  type SharedBlockKey,
} from '@harsh/contract';
import { BlogPostView } from '../../../../components/blog-post-view';
import { BranchView } from '../../../../components/branch-view';
import { ContentPageView } from '../../../../components/content-page-view';
import { Achievements } from '../../../../components/home/achievements';
import { ClientLogos } from '../../../../components/home/client-logos';
import { Gallery } from '../../../../components/home/gallery';
import { PricingPlans } from '../../../../components/home/pricing-plans';
import { Projects } from '../../../../components/home/projects';
import { Solutions } from '../../../../components/home/services-grid';
import { Testimonials } from '../../../../components/home/testimonials';
import { PartnerEnquirySection } from '../../../../components/partner-enquiry-form';
import { FraudWarning } from '../../../../components/fraud-warning';
import { QuoteCard } from '../../../../components/quote-card';
import { ServiceView } from '../../../../components/service-view';
import { FooterBooking, FooterNewsletter } from '../../../../components/site-footer';
import { SharedBlockDrafts } from '../../../../shared-blocks';
import { useUi } from '../../../../locale';
import { PageBanner } from '../../../../components/page-banner';
import { HomeOneView } from '../../../../components/home/home-one-view';
import { HomeVariantView } from '../../../../components/home/home-variant-view';
import { type DraftPreview, draftTitle } from './preview-page';

/**
 * A draft in the public site's own components: a page, a service, a blog post (without its
 * comments) or a branch in its page; a list entry in its list's section, alone.
 */
export function DraftView({ preview }: { preview: DraftPreview }) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null;
  switch (preview.kind) {
    case 'pages':
      return <ContentPageView page={preview.page} />;
    case 'services':
      return <ServiceView service={preview.service} />;
    case 'posts':
      return <BlogPostView blog={preview.blog} comments={null} next={[]} />;
    case 'settings':
      return <CompanyFactsView settings={preview.settings} />;
    case 'branches':
      return <BranchView branch={preview.branch} />;
    case 'gallery':
      return (
        <EntryView preview={preview}>
          <Gallery items={[preview.entry]} texts={preview.section} />
        </EntryView>
      );
    case 'testimonials':
      return (
        <EntryView preview={preview}>
          <Testimonials items={[preview.entry]} texts={preview.section} />
        </EntryView>
      );
    case 'plans':
      return (
        <EntryView preview={preview}>
          <PricingPlans plans={[preview.entry]} texts={preview.section} quoteAnchor="main" />
        </EntryView>
      );
    case 'projects':
      return (
        <EntryView preview={preview}>
          <Projects items={[preview.entry]} texts={preview.section} />
        </EntryView>
      );
    case 'clients':
      return (
        <EntryView preview={preview}>
          <ClientLogos clients={[preview.entry]} texts={preview.section} />
        </EntryView>
      );
    case 'achievements':
      return (
        <EntryView preview={preview}>
          <Achievements items={[preview.entry]} texts={preview.section} />
        </EntryView>
      );
    case 'solutions':
      return (
        <EntryView preview={preview}>
          <Solutions items={[preview.entry]} texts={preview.section} />
        </EntryView>
      );
    case 'home':
      return preview.key === 'home' ? (
        <HomeOneView texts={preview.texts} {...preview.lists} settings={settings} />
      ) : (
        <HomeVariantView page={preview.key} texts={preview.texts} lists={preview.lists} />
      );
    case 'texts':
      return <RouteTextsView texts={preview.texts} />;
    case 'blocks':
      return (
        <SharedBlockView blockKey={preview.key} block={preview.block} title={draftTitle(preview)} />
      );
  }
}

/** A list entry has no page of its own: its list's section as the home pages show it, with this entry alone in it. */
function EntryView({ preview, children }: { preview: DraftPreview; children: ReactNode }) {
  return (
    <main id="main">
      <div className="container-page pt-10">
        <h1 className="text-3xl font-extrabold text-navy-900">{draftTitle(preview)}</h1>
        <p className="mt-2 max-w-2xl text-muted">
          One of the {EDITABLE_KIND_LABELS[preview.kind].toLowerCase()}: below is its section as the
          site shows it, with this entry alone in it. On the site, the others stand beside it in the
          list’s order.
        </p>
      </div>
      {children}
    </main>
  );
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
      <p className="mt-4 max-w-2xl">
        The header and the footer of this page show the phones, e-mail, address and links of this
        version, as every page of the site would.
      </p>
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

/** A route's words: its banner as the route shows it; the rest of the route (its list, its form) is the site's own. */
function RouteTextsView({ texts }: { texts: RouteTexts }) {
  return (
    <main id="main">
      <PageBanner title={texts.heading} image={texts.banner_image}>
        {texts.lead && <p>{texts.lead}</p>}
      </PageBanner>
      <p className="container-page py-12 max-w-2xl text-muted">
        Below its banner the page shows what it always does (its list, its form or its results); the
        title and description for search engines are in the page’s head.
      </p>
    </main>
  );
}

/** A shared block has no page of its own: the part of the pages that carries it, with these words in it. */
function SharedBlockView({
  blockKey,
  block,
  title,
}: {
  blockKey: SharedBlockKey;
  block: SharedBlock;
  title: string;
}) {
  return (
    <main id="main">
      <div className="container-page pt-10">
        <h1 className="text-3xl font-extrabold text-navy-900">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted">
          A shared block: every page that carries it shows these words. Below is its part of those
          pages
          {blockKey === 'branch-quote' ? ', beside a branch in Ahmedabad' : ''}.
        </p>
      </div>
      <div className="container-page py-10">
        <SharedBlockDrafts.Provider value={{ [blockKey]: block }}>
          <SharedBlockSample blockKey={blockKey} block={block} />
        </SharedBlockDrafts.Provider>
      </div>
    </main>
  );
}

/** A block in a column as narrow as the one a service's page gives it (the public stylesheet has only the site's own classes). */
function NarrowColumn({ children }: { children: ReactNode }) {
  return (
    <div className="grid lg:grid-cols-[1fr_18rem]">
      <div />
      {children}
    </div>
  );
}

function SharedBlockSample({ blockKey, block }: { blockKey: SharedBlockKey; block: SharedBlock }) {
  const ui = useUi();
  switch (blockKey) {
    case 'service-quote':
    case 'branch-quote':
      return (
        <NarrowColumn>
          <QuoteCard id="block-preview" block={block}>
            <span className="btn-primary mt-4">{ui.services.contactUs}</span>
          </QuoteCard>
        </NarrowColumn>
      );
    case 'footer-newsletter':
    case 'footer-booking':
      return (
        <NarrowColumn>
          <div className="rounded-xl bg-navy-900 p-6 text-navy-100">
            {blockKey === 'footer-newsletter' ? (
              <FooterNewsletter block={block} />
            ) : (
              <FooterBooking block={block} />
            )}
          </div>
        </NarrowColumn>
      );
    case 'vendor-enquiry':
    case 'partner-enquiry':
      return <PartnerEnquirySection type={blockKey === 'vendor-enquiry' ? 1 : 2} />;
    case 'fraud-warning':
      return (
        <NarrowColumn>
          <FraudWarning block={block} />
        </NarrowColumn>
      );
    case 'blog-comments':
    case 'booking-other':
      return (
        <section aria-labelledby="block-preview" className="max-w-3xl">
          <h2 id="block-preview" className="text-2xl font-bold">
            {block.heading}
          </h2>
          <p className="mt-2 text-muted">{block.text}</p>
        </section>
      );
  }
}
