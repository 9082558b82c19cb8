import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { CompanySettings } from '@harsh/contract';
import { FOOTER_POLICY_LINKS, FOOTER_QUICK_LINKS } from '../site-navigation';
import { NewsletterForm } from './newsletter-form';
import { whatsappHref } from './site-header';
import { telHref } from '../text';

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-display text-base font-bold tracking-wide text-white uppercase">{children}</h2>;
}

const linkClass = 'text-navy-100 hover:text-white hover:underline';

export function SiteFooter({ settings }: { settings: CompanySettings | null }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-900 text-navy-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <FooterHeading>{settings?.name ?? 'Harsh Logistics'}</FooterHeading>
          {settings && (
            <>
              <p className="mb-4 text-sm leading-relaxed">{settings.tagline}.</p>
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
                    {settings.claims.support} helpline{' '}
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
                  <a className={linkClass} href={whatsappHref(settings)} rel="noopener noreferrer" target="_blank">
                    WhatsApp
                  </a>
                </p>
              </address>
            </>
          )}
        </div>

        <nav aria-label="Quick links">
          <FooterHeading>Quick links</FooterHeading>
          <ul className="space-y-2 text-sm">
            {FOOTER_QUICK_LINKS.slice(0, 1).map((link) => (
              <li key={link.to}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            {settings && (
              <li>
                <a className={linkClass} href={settings.csr_policy_url} rel="noopener">
                  CSR Policy (PDF)
                </a>
              </li>
            )}
            {FOOTER_QUICK_LINKS.slice(1).map((link) => (
              <li key={link.to}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className={linkClass} to="/contact-us">
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label="Policies">
          <FooterHeading>Policies</FooterHeading>
          <ul className="space-y-2 text-sm">
            {FOOTER_POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>Newsletter</FooterHeading>
          <p className="mb-4 text-sm leading-relaxed">
            Freight news, new branches and service updates, about once a month.
          </p>
          <NewsletterForm idPrefix="footer-newsletter" tone="dark" />
        </div>
      </div>
      <div className="border-t border-navy-800">
        <div className="container-page flex flex-col items-start justify-between gap-3 py-5 text-sm sm:flex-row sm:items-center">
          <p>
            © {year} {settings?.legal_name ?? 'Harsh Logistics'}. All rights reserved.
          </p>
          {settings && settings.social.length > 0 && (
            <ul className="flex gap-4" aria-label="Social media">
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
    </footer>
  );
}
