import { SITE_SHORT_NAME } from './page-meta';
import { UI } from './ui-text';

/** The header and footer links of spec §2, in the spec's order; their names are the catalogue's (`UI.nav`). */

export interface NavLink {
  label: string;
  /** A path of this site. */
  to: `/${string}`;
}
export interface NavGroup {
  label: string;
  links: NavLink[];
}

export const HEADER_GROUPS: NavGroup[] = [
  {
    label: UI.nav.company,
    links: [
      { label: UI.nav.managementTeam, to: '/management-team-2' },
      { label: UI.nav.aboutUs, to: '/about-us' },
      { label: UI.nav.technology, to: '/technology-harsh' },
      { label: UI.nav.fleets, to: '/fleets' },
    ],
  },
  { label: UI.nav.sustainability, links: [{ label: UI.nav.greenSuppliers, to: '/green-suppliers' }] },
  {
    label: UI.nav.services,
    links: [
      { label: UI.nav.allServices, to: '/services/services1' },
      { label: UI.nav.warehousing, to: '/services/warehousing' },
      { label: UI.nav.parkingSolutions, to: '/services/parking-solutions-2' },
      { label: UI.nav.railLogistics, to: '/services/rail-logistics' },
      { label: UI.nav.roadLogistics, to: '/services/road-logistics' },
      { label: UI.nav.airLogistics, to: '/services/air-logistics' },
    ],
  },
  {
    label: UI.nav.partners,
    links: [
      { label: UI.nav.customers, to: '/customers' },
      { label: UI.nav.businessPartner, to: '/business-partner' },
      { label: UI.nav.vendors, to: '/vendors' },
    ],
  },
  {
    label: UI.nav.careers,
    links: [
      { label: UI.nav.lifeAt(SITE_SHORT_NAME), to: '/life-at-harsh' },
      { label: UI.nav.learningAndDevelopment, to: '/learning-and-development' },
      { label: UI.nav.openPositions, to: '/open-positions' },
    ],
  },
];

export const LOGIN_LINKS = [
  { label: UI.nav.customer, audience: 'customer' },
  { label: UI.nav.associate, audience: 'associate' },
] as const;

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: UI.nav.industries, to: '/industries' },
  { label: UI.nav.faq, to: '/faq' },
  { label: UI.nav.awards, to: '/awards-and-recognition' },
  { label: UI.nav.branchLocator, to: '/branch_locator' },
  // Not in spec §2's footer: the track box's page and Book other services need a way in.
  { label: UI.nav.trackAConsignment, to: '/track' },
  { label: UI.nav.bookAService, to: '/services/detail' },
  { label: UI.nav.home, to: '/index' },
];

export const FOOTER_POLICY_LINKS: NavLink[] = [
  { label: UI.nav.termsAndConditions, to: '/term&condition' },
  { label: UI.nav.privacyPolicy, to: '/privacy-policy' },
  { label: UI.nav.conditionsOfCarriage, to: '/conditions-of-carriage' },
  { label: UI.nav.dangerousGoods, to: '/dangerous-goods' },
  { label: UI.nav.bannedGoods, to: '/banned-goods' },
  { label: UI.nav.codeOfConduct, to: '/code-of-conduct' },
];

/** The second footer's links (spec §2, shown on /index2 and /index4), in the spec's order. */
export const SECOND_FOOTER_LINKS: NavLink[] = [
  { label: UI.nav.aboutUs, to: '/about-us' },
  { label: UI.nav.ourServices, to: '/services/services1' },
  { label: UI.nav.blog, to: '/blogs/grid' },
  { label: UI.nav.faq, to: '/faq' },
  { label: UI.nav.contact, to: '/contact' },
  { label: UI.nav.bookAService, to: '/services/detail' },
];
