import { ChevronDown, LogIn, Mail, Menu, MessageCircle, Phone, Search } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import type { CompanySettings } from '@harsh/contract';
import { HEADER_GROUPS, LOGIN_LINKS, type NavGroup } from '../site-navigation';
import logo from '../assets/logo.svg';
import { DisclosureMenu } from './disclosure-menu';
import { isCurrentPath, SiteLink, useSiteLinkClicks } from './site-link';
import { telHref } from '../text';

export function whatsappHref(settings: CompanySettings) {
  return `https://wa.me/${settings.whatsapp_number}`;
}


function GroupLinks({ group, pathname, onDark = false }: { group: NavGroup; pathname: string; onDark?: boolean }) {
  return (
    <ul className="space-y-0.5">
      {group.links.map((link) => {
        const current = isCurrentPath(pathname, link.to);
        return (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              current={current}
              className={`block rounded px-3 py-2 text-[0.95rem] ${onDark ? 'text-white hover:bg-navy-800' : 'text-ink hover:bg-navy-50'} ${current ? 'font-semibold text-brand-600' : ''}`}
            >
              {link.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

function SearchForm({ id }: { id: string }) {
  return (
    <Form method="get" action="/search" role="search" className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search"
        maxLength={200}
        className="field-input h-10 w-full min-w-0 py-1.5 lg:w-40 xl:w-52"
      />
      <button type="submit" className="btn-primary h-10 px-3" aria-label="Search">
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}

function LoginLinks({ settings, className }: { settings: CompanySettings | null; className?: string }) {
  return (
    <ul className={className} aria-label="Login">
      {LOGIN_LINKS.map((login) => (
        <li key={login.audience}>
          <a href={settings?.login_url ?? '#'} className="inline-flex items-center gap-1.5 hover:underline" rel="noopener">
            <LogIn aria-hidden="true" className="size-4" />
            {login.label} Login
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ settings }: { settings: CompanySettings | null }) {
  const { pathname } = useLocation();
  const onLinkClick = useSiteLinkClicks();
  const onHome = isCurrentPath(pathname, '/', { end: true });
  const onContact = isCurrentPath(pathname, '/contact-us');
  return (
    // Not an interactive element: the clicks it hears are its links' (useSiteLinkClicks).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <header className="relative z-40 border-b border-slate-200 bg-white" onClick={onLinkClick}>
      <div className="bg-navy-950 text-sm text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
          {settings && (
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
              <li>
                <a href={telHref(settings.phone)} className="inline-flex items-center gap-1.5 hover:underline">
                  <Phone aria-hidden="true" className="size-4" />
                  {settings.phone}
                </a>
              </li>
              <li className="hidden sm:block">
                <a href={`mailto:${settings.email}`} className="inline-flex items-center gap-1.5 hover:underline">
                  <Mail aria-hidden="true" className="size-4" />
                  {settings.email}
                </a>
              </li>
              <li className="hidden md:block">{settings.claims.support} support</li>
            </ul>
          )}
          <LoginLinks settings={settings} className="flex items-center gap-4" />
        </div>
      </div>

      <div className="container-page flex items-center justify-between gap-4 py-3">
        <SiteLink to="/" className="shrink-0">
          <img src={logo} alt={`${settings?.name ?? 'Harsh Logistics'} home`} width={160} height={43} className="h-10 w-auto" />
        </SiteLink>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <SiteLink to="/" current={onHome} className="rounded px-3 py-2 font-medium text-navy-900 hover:bg-navy-50">
                Home
              </SiteLink>
            </li>
            {HEADER_GROUPS.map((group) => (
              <li key={group.label}>
                <DisclosureMenu
                  name="main-nav"
                  className="relative"
                  summaryClassName="flex list-none items-center gap-1 rounded px-3 py-2 font-medium text-navy-900 hover:bg-navy-50"
                  panelClassName="absolute left-0 top-full mt-1 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
                  summary={
                    <>
                      {group.label}
                      <ChevronDown aria-hidden="true" className="size-4" />
                    </>
                  }
                >
                  <GroupLinks group={group} pathname={pathname} />
                </DisclosureMenu>
              </li>
            ))}
            <li>
              <SiteLink to="/contact-us" current={onContact} className="rounded px-3 py-2 font-medium text-navy-900 hover:bg-navy-50">
                Contact
              </SiteLink>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          <SearchForm id="header-search" />
          {settings && (
            <a
              href={whatsappHref(settings)}
              className="inline-flex size-10 items-center justify-center rounded-full bg-[#1f7a4d] text-white hover:bg-[#17603c]"
              aria-label="Chat with us on WhatsApp"
              rel="noopener noreferrer"
              target="_blank"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
            </a>
          )}
        </div>

        <DisclosureMenu
          className="lg:hidden"
          summaryClassName="flex list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 font-semibold text-navy-900"
          panelClassName="absolute inset-x-0 top-full max-h-[calc(100vh-7rem)] overflow-y-auto border-t border-slate-200 bg-navy-900 px-4 py-4 text-white shadow-xl"
          summary={
            <>
              <Menu aria-hidden="true" className="size-5" />
              Menu
            </>
          }
        >
          <nav aria-label="Main">
            <div className="mb-4 [&_.field-input]:text-ink">
              <SearchForm id="mobile-search" />
            </div>
            <ul className="space-y-1">
              <li>
                <SiteLink to="/" current={onHome} className="block rounded px-3 py-2 font-semibold hover:bg-navy-800">
                  Home
                </SiteLink>
              </li>
              {HEADER_GROUPS.map((group) => (
                <li key={group.label}>
                  <DisclosureMenu
                    summaryClassName="flex list-none items-center justify-between rounded px-3 py-2 font-semibold hover:bg-navy-800"
                    panelClassName="pl-3"
                    summary={
                      <>
                        {group.label}
                        <ChevronDown aria-hidden="true" className="size-4" />
                      </>
                    }
                  >
                    <GroupLinks group={group} pathname={pathname} onDark />
                  </DisclosureMenu>
                </li>
              ))}
              <li>
                <SiteLink to="/contact-us" current={onContact} className="block rounded px-3 py-2 font-semibold hover:bg-navy-800">
                  Contact
                </SiteLink>
              </li>
              {settings && (
                <li>
                  <a href={whatsappHref(settings)} className="block rounded px-3 py-2 font-semibold hover:bg-navy-800" rel="noopener noreferrer" target="_blank">
                    WhatsApp us
                  </a>
                </li>
              )}
            </ul>
          </nav>
        </DisclosureMenu>
      </div>
    </header>
  );
}
