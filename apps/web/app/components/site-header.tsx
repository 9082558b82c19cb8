import { ChevronDown, LogIn, Mail, Menu, MessageCircle, Phone, Search } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import type { CompanySettings } from '@harsh/contract';
import { SITE_NAME } from '../page-meta';
import { HEADER_GROUPS, LOGIN_LINKS, type NavGroup } from '../site-navigation';
import logo from '../assets/logo.svg';
import { DisclosureMenu } from './disclosure-menu';
import { isCurrentPath, SiteLink, useSiteLinkClicks } from './site-link';
import { telHref } from '../text';
import { UI } from '../ui-text';

export function whatsappHref(settings: CompanySettings) {
  return `https://wa.me/${settings.whatsapp_number}`;
}


function GroupLinks({ group, pathname }: { group: NavGroup; pathname: string }) {
  return (
    <ul className="space-y-0.5">
      {group.links.map((link) => {
        const current = isCurrentPath(pathname, link.to);
        return (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              current={current}
              className={`block rounded px-3 py-2 text-[0.95rem] hover:bg-navy-800 xl:hover:bg-navy-50 ${current ? 'font-semibold text-sun-400 xl:text-brand-600' : 'text-white xl:text-ink'}`}
            >
              {link.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

function SearchForm() {
  const id = 'site-search';
  return (
    <Form method="get" action="/search" role="search" aria-label={UI.layout.header.search} className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {UI.layout.header.searchTheSite}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={UI.layout.header.searchPlaceholder}
        maxLength={200}
        className="field-input h-10 w-full min-w-0 py-1.5 xl:w-40 min-[90rem]:w-52"
      />
      <button type="submit" className="btn-primary h-10 px-3" aria-label={UI.layout.header.searchTheSite}>
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}

function LoginLinks({ settings, className }: { settings: CompanySettings | null; className?: string }) {
  return (
    <ul className={className} aria-label={UI.layout.header.logins}>
      {LOGIN_LINKS.map((login) => (
        <li key={login.audience}>
          <a href={settings?.login_url ?? '#'} className="inline-flex items-center gap-1.5 hover:underline" rel="noopener">
            <LogIn aria-hidden="true" className="size-4" />
            {UI.layout.header.login(login.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Where the menu is a row, always shown: Tailwind's `xl`, as `.site-menu` in app.css. */
const WIDE_SCREEN = '(min-width: 80rem)';

/** A top-level entry of the menu: white on the phone's dark panel, navy in the wide screens' row. */
const MENU_ITEM_CLASS = 'rounded px-3 py-2 font-semibold hover:bg-navy-800 xl:font-medium xl:text-navy-900 xl:hover:bg-navy-50';

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
              <li className="hidden md:block">{UI.layout.header.support(settings.claims.support)}</li>
            </ul>
          )}
          <LoginLinks settings={settings} className="flex items-center gap-4" />
        </div>
      </div>

      <div className="container-page flex items-center justify-between gap-4 py-3">
        <SiteLink to="/" className="shrink-0">
          <img src={logo} alt={UI.layout.header.logoAlt(settings?.name ?? SITE_NAME)} width={160} height={43} className="h-10 w-auto" />
        </SiteLink>

        {/*
          One menu for every screen: a Menu button and a panel on phones; on wide screens the
          panel is always shown, as a row (`.site-menu` in app.css shows it before the page's
          script runs; then the menu is kept open there, so it reads as open to screen readers). Drawn once, not once a size:
          the header is on every page, and its second copy cost a tenth of a page's render.
        */}
        <DisclosureMenu
          className="site-menu xl:flex-1"
          openWhen={WIDE_SCREEN}
          summaryClassName="flex list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 font-semibold text-navy-900 xl:hidden"
          panelClassName="absolute inset-x-0 top-full max-h-[calc(100vh-7rem)] overflow-y-auto border-t border-slate-200 bg-navy-900 px-4 py-4 text-white shadow-xl xl:static xl:flex xl:max-h-none xl:items-center xl:justify-between xl:gap-3 xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:text-navy-900 xl:shadow-none"
          summary={
            <>
              <Menu aria-hidden="true" className="size-5" />
              {UI.layout.header.menu}
            </>
          }
        >
          <nav aria-label={UI.layout.header.mainMenu} className="xl:mx-auto">
            <ul className="space-y-1 xl:flex xl:items-center xl:gap-1 xl:space-y-0">
              <li>
                <SiteLink to="/" current={onHome} className={`block ${MENU_ITEM_CLASS}`}>
                  {UI.nav.home}
                </SiteLink>
              </li>
              {HEADER_GROUPS.map((group) => (
                <li key={group.label}>
                  <DisclosureMenu
                    name="main-nav"
                    className="xl:relative"
                    summaryClassName={`${MENU_ITEM_CLASS} flex list-none items-center justify-between gap-1`}
                    panelClassName="pl-3 xl:absolute xl:top-full xl:left-0 xl:mt-1 xl:w-64 xl:rounded-lg xl:border xl:border-slate-200 xl:bg-white xl:p-2 xl:shadow-xl"
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
                <SiteLink to="/contact-us" current={onContact} className={`block ${MENU_ITEM_CLASS}`}>
                  {UI.nav.contact}
                </SiteLink>
              </li>
              {settings && (
                <li className="xl:hidden">
                  <a href={whatsappHref(settings)} className={`block ${MENU_ITEM_CLASS}`} rel="noopener noreferrer" target="_blank">
                    {UI.layout.header.whatsAppUs}
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <div className="mt-4 flex items-center gap-3 xl:mt-0 [&_.field-input]:text-ink">
            <SearchForm />
            {settings && (
            <a
              href={whatsappHref(settings)}
              className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-[#1f7a4d] text-white hover:bg-[#17603c] xl:inline-flex"
              aria-label={UI.layout.header.chatOnWhatsApp}
              rel="noopener noreferrer"
              target="_blank"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
            </a>
            )}
          </div>
        </DisclosureMenu>
      </div>
    </header>
  );
}
