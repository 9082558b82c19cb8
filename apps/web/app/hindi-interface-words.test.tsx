import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompanySettings, RouteTexts } from '@harsh/contract';
import { ServicesGrid } from './components/home/services-grid';
import ContactUs from './routes/contact-us';

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

  it('the helpline on the contact page', () => {
    const texts = { heading: 'संपर्क करें', lead: '', banner_image: '/b.webp', meta_title: 'संपर्क', meta_description: 'संपर्क' } as unknown as RouteTexts;
    const render = (path: string) => {
      const Stub = createRoutesStub([{ id: 'root', path: '/', children: [{ path: '*', Component: () => <ContactUs loaderData={{ texts }} {...({} as never)} /> }] }]);
      return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { settings } } }} />);
    };
    const hindi = render('/hi/contact-us');
    expect(hindi).toContain(`${settings.claims.support} हेल्पलाइन`);
    expect(hindi).not.toContain(`${settings.claims.support} helpline`);
    expect(render('/contact-us')).toContain(`${settings.claims.support} helpline`);
  });
});
