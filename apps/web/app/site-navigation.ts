import { SITE_SHORT_NAME } from './page-meta';
import type { LocaleSetting } from '@harsh/contract';
import { localePath } from './locale';
import { type UiText, uiText } from './ui-text';

/** The header and footer links of spec §2, in the spec's order; their names are the catalogue's (`ui.nav`), their paths the page's language's. */

export interface NavLink {
  label: string;
  /** A path of this site. */
  to: `/${string}`;
}
export interface NavGroup {
  label: string;
  links: NavLink[];
}

function build(locale: LocaleSetting) {
  const ui: UiText = uiText(locale.code);
  const here = (path: `/${string}`) => localePath(locale, path) as `/${string}`;
  const HEADER_GROUPS: NavGroup[] = [
    {
      label: ui.nav.company,
      links: [
        { label: ui.nav.managementTeam, to: here('/management-team-2') },
        { label: ui.nav.aboutUs, to: here('/about-us') },
        { label: ui.nav.technology, to: here('/technology-harsh') },
        { label: ui.nav.fleets, to: here('/fleets') },
      ],
    },
    {
      label: ui.nav.sustainability,
      links: [{ label: ui.nav.greenSuppliers, to: here('/green-suppliers') }],
    },
    {
      label: ui.nav.services,
      links: [
        { label: ui.nav.allServices, to: here('/services/services1') },
        { label: ui.nav.warehousing, to: here('/services/warehousing') },
        { label: ui.nav.parkingSolutions, to: here('/services/parking-solutions-2') },
        { label: ui.nav.railLogistics, to: here('/services/rail-logistics') },
        { label: ui.nav.roadLogistics, to: here('/services/road-logistics') },
        { label: ui.nav.airLogistics, to: here('/services/air-logistics') },
      ],
    },
    {
      label: ui.nav.partners,
      links: [
        { label: ui.nav.customers, to: here('/customers') },
        { label: ui.nav.businessPartner, to: here('/business-partner') },
        { label: ui.nav.vendors, to: here('/vendors') },
      ],
    },
    {
      label: ui.nav.careers,
      links: [
        { label: ui.nav.lifeAt({ brand: SITE_SHORT_NAME }), to: here('/life-at-harsh') },
        { label: ui.nav.learningAndDevelopment, to: here('/learning-and-development') },
        { label: ui.nav.openPositions, to: here('/open-positions') },
      ],
    },
  ];

  const LOGIN_LINKS = [
    { label: ui.nav.customer, audience: 'customer' },
    { label: ui.nav.associate, audience: 'associate' },
  ] as const;

  const FOOTER_QUICK_LINKS: NavLink[] = [
    { label: ui.nav.industries, to: here('/industries') },
    { label: ui.nav.faq, to: here('/faq') },
    { label: ui.nav.awards, to: here('/awards-and-recognition') },
    { label: ui.nav.branchLocator, to: here('/branch_locator') },
    // Not in spec §2's footer: the track box's page and Book other services need a way in.
    { label: ui.nav.trackAConsignment, to: here('/track') },
    { label: ui.nav.bookAService, to: here('/services/detail') },
    { label: ui.nav.home, to: here('/index') },
  ];

  const FOOTER_POLICY_LINKS: NavLink[] = [
    { label: ui.nav.termsAndConditions, to: here('/term&condition') },
    { label: ui.nav.privacyPolicy, to: here('/privacy-policy') },
    { label: ui.nav.yourData, to: here('/your-data') },
    { label: ui.nav.conditionsOfCarriage, to: here('/conditions-of-carriage') },
    { label: ui.nav.dangerousGoods, to: here('/dangerous-goods') },
    { label: ui.nav.bannedGoods, to: here('/banned-goods') },
    { label: ui.nav.codeOfConduct, to: here('/code-of-conduct') },
  ];

  /** The second footer's links (spec §2, shown on /index2 and /index4), in the spec's order. */
  const SECOND_FOOTER_LINKS: NavLink[] = [
    { label: ui.nav.aboutUs, to: here('/about-us') },
    { label: ui.nav.ourServices, to: here('/services/services1') },
    { label: ui.nav.blog, to: here('/blogs/grid') },
    { label: ui.nav.faq, to: here('/faq') },
    { label: ui.nav.contact, to: here('/contact') },
    { label: ui.nav.bookAService, to: here('/services/detail') },
  ];
  return {
    HEADER_GROUPS,
    LOGIN_LINKS,
    FOOTER_QUICK_LINKS,
    FOOTER_POLICY_LINKS,
    SECOND_FOOTER_LINKS,
  };
}

const built = new Map<string, ReturnType<typeof build>>();

/** The header's and footers' links in a language. */
export function siteNavigation(locale: LocaleSetting): ReturnType<typeof build> {
  let navigation = built.get(locale.code);
  if (!navigation) built.set(locale.code, (navigation = build(locale)));
  return navigation;
}
