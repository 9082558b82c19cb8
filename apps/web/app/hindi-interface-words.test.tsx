import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompanySettings, RouteTexts } from '@harsh/contract';
import { ServicesGrid, Solutions } from './components/home/services-grid';
import { PricingPlans } from './components/home/pricing-plans';
import { BlogCard } from './components/blog-card';
import { Achievements } from './components/home/achievements';
import { ClientLogos } from './components/home/client-logos';
import { Gallery } from './components/home/gallery';
import ContactUs from './routes/contact-us';
import { QuoteForm } from './components/quote-form';

/*
 * English left on Hindi pages by the interface (issue 40): the home pages' "All services" link and
 * the contact page's "24/7 helpline" were written into the components in English.
 */

const settings = JSON.parse(
  readFileSync(new URL('../../api/seed/settings.json', import.meta.url), 'utf8'),
) as CompanySettings;

describe('the interface’s words on a Hindi page', () => {
  it('the link to every service beside the home pages’ services', () => {
    const service = {
      id: 1,
      slug: 'warehousing',
      title: 'वेयरहाउसिंग',
      summary: 'गोदाम',
      image: '/a.webp',
      icon: 'warehouse',
      content_locale: 'hi',
    } as never;
    const texts = { eyebrow: '', title: 'हमारी सेवाएँ', lead: '', cards: [] };
    const render = (path: string) => {
      const Stub = createRoutesStub([
        { path: '*', Component: () => <ServicesGrid services={[service]} texts={texts} /> },
      ]);
      return renderToStaticMarkup(<Stub initialEntries={[path]} />);
    };
    expect(render('/hi/index2')).toMatch(/href="\/hi\/services\/services1"[^>]*>सभी सेवाएँ<\/a>/);
    expect(render('/index2')).toContain('>All services</a>');
  });

  it('the quote box’s Incoterms rules, named in Hindi beside their codes', () => {
    const render = (path: string) => {
      const Stub = createRoutesStub([
        { path: '*', Component: () => <QuoteForm idPrefix="q" labelledBy="quote" /> },
      ]);
      return renderToStaticMarkup(<Stub initialEntries={[path]} />);
    };
    const hindi = render('/hi/index2');
    expect(hindi).toContain('>EXW: एक्स वर्क्स (विक्रेता के परिसर पर)</option>');
    expect(hindi).not.toContain('Ex Works');
    expect(render('/index2')).toContain('>EXW: Ex Works</option>');
  });

  it('the helpline on the contact page', () => {
    const texts = {
      heading: 'संपर्क करें',
      lead: '',
      banner_image: '/b.webp',
      meta_title: 'संपर्क',
      meta_description: 'संपर्क',
    } as unknown as RouteTexts;
    const render = (path: string) => {
      const Stub = createRoutesStub([
        {
          id: 'root',
          path: '/',
          children: [
            {
              path: '*',
              Component: () => (
                <ContactUs
                  {...({ loaderData: { texts } } as unknown as Parameters<typeof ContactUs>[0])}
                />
              ),
            },
          ],
        },
      ]);
      return renderToStaticMarkup(
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { settings } } }} />,
      );
    };
    const hindi = render('/hi/contact-us');
    expect(hindi).toContain(`${settings.claims.support} हेल्पलाइन`);
    expect(hindi).not.toContain(`${settings.claims.support} helpline`);
    expect(render('/contact-us')).toContain(`${settings.claims.support} helpline`);
  });
});

describe('a list entry not translated yet, on a Hindi page', () => {
  const texts = { eyebrow: '', title: 'शीर्षक', lead: '', cards: [] };
  const render = (path: string, element: () => React.ReactNode) => {
    const Stub = createRoutesStub([{ path: '*', Component: element }]);
    return renderToStaticMarkup(<Stub initialEntries={[path]} />);
  };
  const picture = (title: string, locale: string) =>
    ({
      id: 1,
      image: '/api/media/a.webp',
      title,
      content_locale: locale,
      translated: ['en'],
    }) as never;
  const figure = (title: string, locale: string) =>
    ({
      id: 2,
      value: 35,
      prefix: '',
      suffix: '',
      label: title,
      fact: null,
      content_locale: locale,
      translated: ['en'],
    }) as never;
  const client = (sector: string, locale: string) =>
    ({
      id: 3,
      name: 'Acme',
      sector,
      logo: '/api/media/l.webp',
      content_locale: locale,
      translated: ['en'],
    }) as never;

  it('is marked as English: a picture’s caption and alt text, a figure’s words, a client’s sector', () => {
    const english = render('/hi', () => (
      <>
        <Gallery items={[picture('Trucks at the hub', 'en')]} texts={texts} />
        <Achievements items={[figure('Years on the road', 'en')]} texts={texts} />
        <ClientLogos clients={[client('Textiles', 'en')]} texts={texts} />
      </>
    ));
    expect(english).toMatch(/<figure lang="en-IN">.*Trucks at the hub/);
    expect(english).toMatch(/<li lang="en-IN">.*Years on the road/);
    expect(english).toMatch(/lang="en-IN">Textiles</);
  });

  it('is not marked once translated, nor on an English page', () => {
    const hindi = render('/hi', () => (
      <Gallery items={[picture('हब पर ट्रक', 'hi')]} texts={texts} />
    ));
    expect(hindi).toContain('<figure>');
    const english = render('/', () => (
      <Gallery items={[picture('Trucks at the hub', 'en')]} texts={texts} />
    ));
    expect(english).toContain('<figure>');
  });
});

describe('a figure, a solution, a plan and a post on a Hindi page (issue 40)', () => {
  const texts = { eyebrow: '', title: 'शीर्षक', lead: '', cards: [] };
  const render = (path: string, element: () => React.ReactNode) => {
    const Stub = createRoutesStub([{ path: '*', Component: element }]);
    return renderToStaticMarkup(<Stub initialEntries={[path]} />);
  };
  const achievement = (fields: object) =>
    ({
      id: 5,
      value: 1996,
      prefix: '',
      suffix: '',
      label: 'माल पहुँचाते हुए',
      fact: null,
      content_locale: 'hi',
      ...fields,
    }) as never;

  it('a year in Hindi reads "1996 से" and is not counted up, as "since 1996" is not', () => {
    const hindi = render('/hi', () => (
      <Achievements items={[achievement({ suffix: 'से', fact: 'branches_since' })]} texts={texts} />
    ));
    expect(hindi).toContain('<span class="sr-only">1996 से</span>');
    expect(hindi).not.toContain('data-count-to');
    const english = render('/', () => (
      <Achievements
        items={[achievement({ prefix: 'since', content_locale: 'en' })]}
        texts={texts}
      />
    ));
    expect(english).toContain('<span class="sr-only">since 1996</span>');
    expect(english).not.toContain('data-count-to');
  });

  it('a count keeps its sign against the figure and its words a space apart, and counts up', () => {
    const plus = render('/hi', () => (
      <Achievements
        items={[achievement({ value: 295, suffix: '+', fact: 'branches' })]}
        texts={texts}
      />
    ));
    expect(plus).toContain('<span class="sr-only">295+</span>');
    expect(plus).toContain('data-count-to="295"');
    const years = render('/hi', () => (
      <Achievements
        items={[achievement({ value: 35, suffix: ' वर्ष ', fact: 'years_experience' })]}
        texts={texts}
      />
    ));
    expect(years).toContain('<span class="sr-only">35 वर्ष</span>');
    expect(years).toContain('data-count-to="35"');
  });

  it('a solution not translated yet marks its words, and its "read more" names it in English inside the Hindi sentence', () => {
    const solution = {
      id: 1,
      serial: '01',
      title: 'Rail freight',
      subtitle: 'Parcel vans and rakes',
      link: '/services/rail',
      content_locale: 'en',
    };
    const hindi = render('/hi/index2', () => <Solutions items={[solution]} texts={texts} />);
    expect(hindi).toContain('<h3 class="mt-3 text-lg font-bold" lang="en-IN">Rail freight</h3>');
    expect(hindi).toMatch(/lang="en-IN">Parcel vans and rakes</);
    expect(hindi).toMatch(/<span lang="en-IN">rail freight<\/span> के बारे में/);
    const translated = render('/hi/index2', () => (
      <Solutions
        items={[{ ...solution, title: 'रेल से माल ढुलाई', content_locale: 'hi' }]}
        texts={texts}
      />
    ));
    expect(translated).not.toContain('lang=');
  });

  it('a plan not translated yet marks its name, period and benefits, also inside "ask for"', () => {
    const plan = {
      id: 1,
      type: 'Startup',
      price: 90,
      currency: '$',
      period: 'weekly',
      benefits: ['One truck'],
      featured: false,
      content_locale: 'en',
    };
    const hindi = render('/hi/index3', () => (
      <PricingPlans plans={[plan]} texts={texts} quoteAnchor="quote" />
    ));
    expect(hindi).toMatch(/<h3 id="plan-1" class="text-xl font-bold" lang="en-IN">Startup<\/h3>/);
    expect(hindi).toMatch(/lang="en-IN">weekly</);
    expect(hindi).toMatch(/<li class="flex gap-3" lang="en-IN">.*One truck/);
    expect(hindi).toMatch(/<span lang="en-IN">Startup<\/span>/);
    expect(
      render('/index3', () => <PricingPlans plans={[plan]} texts={texts} quoteAnchor="quote" />),
    ).not.toContain('lang=');
  });

  it('a post’s author and job title are marked with the post’s language', () => {
    const post = {
      slug: 'p',
      title: 'Cold chain',
      excerpt: 'Summer',
      image: '/a.webp',
      author: 'Dr. Meera Iyer, Quality Lead',
      published_at: '2025-06-12T00:00:00Z',
      content_locale: 'en',
    } as never;
    expect(render('/hi/blogs/grid', () => <BlogCard blog={post} />)).toContain(
      '<span lang="en-IN">Dr. Meera Iyer, Quality Lead</span>',
    );
    expect(render('/blogs/grid', () => <BlogCard blog={post} />)).toContain(
      '<span>Dr. Meera Iyer, Quality Lead</span>',
    );
  });
});
