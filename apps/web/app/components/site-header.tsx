import { ChevronDown, LogIn, Mail, Menu, MessageCircle, Phone, Search } from 'lucide-react';
import { Form, useLocation, useMatches } from 'react-router';
import type { PageCacheHandle } from '../../server/page-key';
import { type CompanySettings, LOCALES } from '@harsh/contract';
import { SITE_NAME } from '../page-meta';
import { type NavGroup, siteNavigation } from '../site-navigation';
import logo from '../assets/logo.svg';
import { DisclosureMenu } from './disclosure-menu';
import { isCurrentPath, SiteLink } from './site-link';
import { telHref } from '../text';
import { localePath, unlocalisedPath, useLocale, useUi } from '../locale';

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
  const ui = useUi();
  const locale = useLocale();
  const id = 'site-search';
  return (
    <Form
      method="get"
      action={localePath(locale, '/search')}
      role="search"
      aria-label={ui.layout.header.search}
      className="flex items-center gap-1"
    >
      <label htmlFor={id} className="sr-only">
        {ui.layout.header.searchTheSite}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={ui.layout.header.searchPlaceholder}
        maxLength={200}
        className="field-input h-10 w-full min-w-0 py-1.5 xl:w-40 min-[90rem]:w-52"
      />
      <button
        type="submit"
        className="btn-primary h-10 px-3"
        aria-label={ui.layout.header.searchTheSite}
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}

/**
 * The part of the address's query that makes the page what it is (`?q=warehouse` of a search): the
 * parameters its route reads (`pageCache.query`), the only ones the kept page was rendered with,
 * so the same page in another language is the same search (issue 40).
 */
export function pageQuery(search: string, handle: PageCacheHandle | undefined): string {
  const reads = handle?.pageCache ? (handle.pageCache.query ?? []) : [];
  const kept = [...new URLSearchParams(search)].filter(([name]) => reads.includes(name));
  return kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : '';
}

/**
 * The same page in the other languages, each named in itself (`हिन्दी`). Through `/language`, which
 * remembers the choice for the home page; nothing is ever guessed from the browser.
 */
function LanguageLinks({ pathname }: { pathname: string }) {
  const here = useLocale();
  const ui = useUi();
  const { search } = useLocation();
  const handle = useMatches().at(-1)?.handle as PageCacheHandle | undefined;
  const page = unlocalisedPath(pathname) + pageQuery(search, handle);
  return (
    <ul className="flex items-center gap-3" aria-label={ui.layout.header.language}>
      {LOCALES.filter((locale) => locale !== here).map((locale) => (
        <li key={locale.code}>
          <a
            href={`/language?to=${encodeURIComponent(localePath(locale, page))}`}
            hrefLang={locale.tag}
            lang={locale.tag}
            className="language-name font-semibold hover:underline"
            data-language={locale.code}
          >
            {locale.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function LoginLinks({
  settings,
  className,
}: {
  settings: CompanySettings | null;
  className?: string;
}) {
  const ui = useUi();
  const { LOGIN_LINKS } = siteNavigation(useLocale());
  return (
    <ul className={className} aria-label={ui.layout.header.logins}>
      {LOGIN_LINKS.map((login) => (
        <li key={login.audience}>
          <a
            href={settings?.login_url ?? '#'}
            className="inline-flex items-center gap-1.5 hover:underline"
            rel="noopener"
          >
            <LogIn aria-hidden="true" className="size-4" />
            {ui.layout.header.login({ audience: login.label })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Where the menu is a row, always shown: Tailwind's `xl`, as `.site-menu` in app.css. */
const WIDE_SCREEN = '(min-width: 80rem)';

/** A top-level entry of the menu: white on the phone's dark panel, navy in the wide screens' row. */
const MENU_ITEM_CLASS =
  'rounded px-3 py-2 font-semibold hover:bg-navy-800 xl:font-medium xl:text-navy-900 xl:hover:bg-navy-50';

export function SiteHeader({ settings }: { settings: CompanySettings | null }) {
  const ui = useUi();
  const locale = useLocale();
  const { HEADER_GROUPS } = siteNavigation(locale);
  const { pathname } = useLocation();
  const home = localePath(locale, '/') as `/${string}`;
  const contact = localePath(locale, '/contact-us') as `/${string}`;
  const onHome = isCurrentPath(pathname, home, { end: true });
  const onContact = isCurrentPath(pathname, contact);
  return (
    <header className="relative z-40 border-b border-slate-200 bg-white">
      <div className="bg-navy-950 text-sm text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
          {settings && (
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
              <li>
                <a
                  href={telHref(settings.phone)}
                  className="inline-flex items-center gap-1.5 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {settings.phone}
                </a>
              </li>
              <li className="hidden sm:block">
                <a
                  href={`mailto:${settings.email}`}
                  className="inline-flex items-center gap-1.5 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {settings.email}
                </a>
              </li>
              <li className="hidden md:block">
                {ui.layout.header.support({ claim: settings.claims.support })}
              </li>
            </ul>
          )}
          <div className="flex items-center gap-4">
            <LanguageLinks pathname={pathname} />
            <LoginLinks settings={settings} className="flex items-center gap-4" />
          </div>
        </div>
      </div>

      <div className="container-page flex items-center justify-between gap-4 py-3">
        <SiteLink to={home} className="shrink-0">
          <img
            src={logo}
            alt={ui.layout.header.logoAlt({ company: settings?.name ?? SITE_NAME })}
            width={160}
            height={43}
            className="h-10 w-auto"
          />
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
              {ui.layout.header.menu}
            </>
          }
        >
          <nav aria-label={ui.layout.header.mainMenu} className="xl:mx-auto">
            <ul className="space-y-1 xl:flex xl:items-center xl:gap-1 xl:space-y-0">
              <li>
                <SiteLink to={home} current={onHome} className={`block ${MENU_ITEM_CLASS}`}>
                  {ui.nav.home}
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
                <SiteLink to={contact} current={onContact} className={`block ${MENU_ITEM_CLASS}`}>
                  {ui.nav.contact}
                </SiteLink>
              </li>
              {settings && (
                <li className="xl:hidden">
                  <a
                    href={whatsappHref(settings)}
                    className={`block ${MENU_ITEM_CLASS}`}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {ui.layout.header.whatsAppUs}
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
                aria-label={ui.layout.header.chatOnWhatsApp}
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
