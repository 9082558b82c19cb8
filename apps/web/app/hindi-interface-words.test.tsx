import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompanySettings, RouteTexts } from '@harsh/contract';
import { ServicesGrid } from './components/home/services-grid';
import { Achievements } from './components/home/achievements';
import { ClientLogos } from './components/home/client-logos';
import { Gallery } from './components/home/gallery';
import ContactUs from './routes/contact-us';
import { QuoteForm } from './components/quote-form';

/*
 * English left on Hindi pages by the interface (issue 40): the home pages' "All services" link and
 * the contact page's "24/7 helpline" were written into the components in English.
 */

const settings = JSON.parse(readFileSync(new URL('../../api/seed/settings.json', import.meta.url), 'utf8')) as CompanySettings;

describe('the interface’s words on a Hindi page', () => {
  it('the link to every service beside the home pages’ services', () => {
    const service = { id: 1, slug: 'warehousing', title: 'वेयरहाउसिंग', summary: 'गोदाम', image: '/a.webp', icon: 'warehouse', content_locale: 'hi' } as never;
    const texts = { eyebrow: '', title: 'हमारी सेवाएँ', lead: '', cards: [] };
    const render = (path: string) => {
      const Stub = createRoutesStub([{ path: '*', Component: () => <ServicesGrid services={[service]} texts={texts} /> }]);
      return renderToStaticMarkup(<Stub initialEntries={[path]} />);
    };
    expect(render('/hi/index2')).toMatch(/href="\/hi\/services\/services1"[^>]*>सभी सेवाएँ<\/a>/);
    expect(render('/index2')).toContain('>All services</a>');
  });

  it('the quote box’s Incoterms rules, named in Hindi beside their codes', () => {
    const render = (path: string) => {
      const Stub = createRoutesStub([{ path: '*', Component: () => <QuoteForm idPrefix="q" labelledBy="quote" /> }]);
      return renderToStaticMarkup(<Stub initialEntries={[path]} />);
    };
    const hindi = render('/hi/index2');
    expect(hindi).toContain('>EXW: एक्स वर्क्स (विक्रेता के परिसर पर)</option>');
    expect(hindi).not.toContain('Ex Works');
    expect(render('/index2')).toContain('>EXW: Ex Works</option>');
  });

  it('the helpline on the contact page', () => {
    const texts = { heading: 'संपर्क करें', lead: '', banner_image: '/b.webp', meta_title: 'संपर्क', meta_description: 'संपर्क' } as unknown as RouteTexts;
    const render = (path: string) => {
      const Stub = createRoutesStub([{ id: 'root', path: '/', children: [{ path: '*', Component: () => <ContactUs {...({ loaderData: { texts } } as unknown as Parameters<typeof ContactUs>[0])} /> }] }]);
      return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { settings } } }} />);
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
  const picture = (title: string, locale: string) => ({ id: 1, image: '/api/media/a.webp', title, content_locale: locale, translated: ['en'] }) as never;
  const figure = (title: string, locale: string) => ({ id: 2, value: 35, prefix: '', suffix: '', label: title, fact: null, content_locale: locale, translated: ['en'] }) as never;
  const client = (sector: string, locale: string) => ({ id: 3, name: 'Acme', sector, logo: '/api/media/l.webp', content_locale: locale, translated: ['en'] }) as never;

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
    const hindi = render('/hi', () => <Gallery items={[picture('हब पर ट्रक', 'hi')]} texts={texts} />);
    expect(hindi).toContain('<figure>');
    const english = render('/', () => <Gallery items={[picture('Trucks at the hub', 'en')]} texts={texts} />);
    expect(english).toContain('<figure>');
  });
});
