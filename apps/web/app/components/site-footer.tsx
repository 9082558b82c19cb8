import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { CompanySettings } from '@harsh/contract';
import { SITE_NAME } from '../page-meta';
import { type ShownBlock, useSharedBlock } from '../shared-blocks';
import { type NavLink, siteNavigation } from '../site-navigation';
import { NewsletterForm } from './newsletter-form';
import { whatsappHref } from './site-header';
import { ScrollToTopButton } from './scroll-to-top';
import { SiteLink } from './site-link';
import { telHref } from '../text';
import { localePath, useLocale, useUi } from '../locale';

function FooterHeading({ children, lang }: { children: string; lang?: string | undefined }) {
  return (
    <h2
      className="mb-4 font-display text-base font-bold tracking-wide text-white uppercase"
      lang={lang}
    >
      {children}
    </h2>
  );
}

const linkClass = 'text-navy-100 hover:text-white hover:underline';

function FooterLinkItems({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <SiteLink className={linkClass} to={link.to}>
        {link.label}
      </SiteLink>
    </li>
  ));
}

/** Which footer a route's page carries (spec §2: the second one on /index2 and /index4). */
export interface FooterHandle {
  footer?: 'main' | 'second';
}

/** The company's tagline, address, phones, e-mail and WhatsApp, as every footer shows them. */
function CompanyContact({ settings }: { settings: CompanySettings }) {
  const ui = useUi();
  return (
    <>
      <p className="mb-4 text-sm leading-relaxed">
        {ui.layout.footer.tagline({ tagline: settings.tagline })}
      </p>
      <address className="space-y-3 text-sm not-italic">
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
          {settings.address}
        </p>
        <p className="flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
          <a className={linkClass} href={telHref(settings.phone)}>
            {settings.phone}
          </a>
        </p>
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
          <span>
            {ui.layout.footer.helpline({ claim: settings.claims.support })}{' '}
            <a className={linkClass} href={telHref(settings.support_phone)}>
              {settings.support_phone}
            </a>
          </span>
        </p>
        <p className="flex gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
          <a className={linkClass} href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
        </p>
        <p className="flex gap-2">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
          <a
            className={linkClass}
            href={whatsappHref(settings)}
            rel="noopener noreferrer"
            target="_blank"
          >
            {ui.layout.footer.whatsApp}
          </a>
        </p>
      </address>
    </>
  );
}

/** The footer's last row of text; "Back to top" follows it (scroll-to-top.tsx). */
function FooterBottom({ settings }: { settings: CompanySettings | null }) {
  const ui = useUi();
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-navy-800">
      <div className="container-page flex flex-col items-start justify-between gap-3 py-5 text-sm sm:flex-row sm:items-center">
        <p>{ui.layout.footer.copyright({ year, company: settings?.legal_name ?? SITE_NAME })}</p>
        {settings && settings.social.length > 0 && (
          <ul className="flex gap-4" aria-label={ui.layout.footer.socialMedia}>
            {settings.social.map((item) => (
              <li key={item.name}>
                <a className={linkClass} href={item.url} rel="noopener noreferrer" target="_blank">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The main footer's newsletter box: its shared block's words (the interface's heading while they cannot be read), then the form. */
export function FooterNewsletter({ block }: { block: ShownBlock | null }) {
  const ui = useUi();
  return (
    <div>
      <FooterHeading lang={block?.lang}>
        {block?.heading ?? ui.layout.footer.newsletter}
      </FooterHeading>
      {block && (
        <p className="mb-4 text-sm leading-relaxed" lang={block.lang}>
          {block.text}
        </p>
      )}
      <NewsletterForm idPrefix="footer-newsletter" tone="dark" />
    </div>
  );
}

/** The second footer's way to a booking: its shared block's words, then the button. */
export function FooterBooking({ block }: { block: ShownBlock | null }) {
  const ui = useUi();
  return (
    <div>
      {block && (
        <>
          <FooterHeading lang={block.lang}>{block.heading}</FooterHeading>
          <p className="text-sm leading-relaxed" lang={block.lang}>
            {block.text}
          </p>
        </>
      )}
      <SiteLink
        to={localePath(useLocale(), '/services/detail') as `/${string}`}
        className="btn-primary mt-5 w-fit"
      >
        {ui.layout.footer.bookAService}
      </SiteLink>
    </div>
  );
}

/** The main footer: company, quick links, policies and the newsletter. */
export function SiteFooter({ settings }: { settings: CompanySettings | null }) {
  const ui = useUi();
  const locale = useLocale();
  const { FOOTER_QUICK_LINKS, FOOTER_POLICY_LINKS } = siteNavigation(locale);
  const newsletter = useSharedBlock('footer-newsletter');
  return (
    <footer className="bg-navy-900 text-navy-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <FooterHeading>{settings?.name ?? SITE_NAME}</FooterHeading>
          {settings && <CompanyContact settings={settings} />}
        </div>

        <nav aria-label={ui.layout.footer.quickLinks}>
          <FooterHeading>{ui.layout.footer.quickLinks}</FooterHeading>
          <ul className="space-y-2 text-sm">
            <FooterLinkItems links={FOOTER_QUICK_LINKS.slice(0, 1)} />
            {settings && (
              <li>
                <a className={linkClass} href={settings.csr_policy_url} rel="noopener">
                  {ui.layout.footer.csrPolicy}
                </a>
              </li>
            )}
            <FooterLinkItems links={FOOTER_QUICK_LINKS.slice(1)} />
            <li>
              <SiteLink
                className={linkClass}
                to={localePath(locale, '/contact-us') as `/${string}`}
              >
                {ui.nav.contactUs}
              </SiteLink>
            </li>
          </ul>
        </nav>

        <nav aria-label={ui.layout.footer.policies}>
          <FooterHeading>{ui.layout.footer.policies}</FooterHeading>
          <ul className="space-y-2 text-sm">
            <FooterLinkItems links={FOOTER_POLICY_LINKS} />
          </ul>
        </nav>

        <FooterNewsletter block={newsletter} />
      </div>
      <FooterBottom settings={settings} />
      <ScrollToTopButton />
    </footer>
  );
}

/** The second footer (spec §2): company, the six useful links, and a way to a booking. */
export function SecondFooter({ settings }: { settings: CompanySettings | null }) {
  const ui = useUi();
  const { SECOND_FOOTER_LINKS } = siteNavigation(useLocale());
  const booking = useSharedBlock('footer-booking');
  return (
    <footer className="bg-navy-950 text-navy-100" data-footer="second">
      <div className="container-page grid gap-10 py-14 md:grid-cols-3">
        <div>
          <FooterHeading>{settings?.name ?? SITE_NAME}</FooterHeading>
          {settings && <CompanyContact settings={settings} />}
        </div>

        <nav aria-label={ui.layout.footer.usefulLinks}>
          <FooterHeading>{ui.layout.footer.usefulLinks}</FooterHeading>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-1">
            <FooterLinkItems links={SECOND_FOOTER_LINKS} />
          </ul>
        </nav>

        <FooterBooking block={booking} />
      </div>
      <FooterBottom settings={settings} />
      <ScrollToTopButton />
    </footer>
  );
}
