/** The header and footer links of spec §2, in the spec's order. */

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
    label: 'Company',
    links: [
      { label: 'Management Team', to: '/management-team-2' },
      { label: 'About Us', to: '/about-us' },
      { label: 'Technology', to: '/technology-harsh' },
      { label: 'Fleets', to: '/fleets' },
    ],
  },
  { label: 'Sustainability', links: [{ label: 'Green Suppliers', to: '/green-suppliers' }] },
  {
    label: 'Services',
    links: [
      { label: 'All Services', to: '/services/services1' },
      { label: 'Warehousing', to: '/services/warehousing' },
      { label: 'Parking Solutions', to: '/services/parking-solutions-2' },
      { label: 'Rail Logistics', to: '/services/rail-logistics' },
      { label: 'Road Logistics', to: '/services/road-logistics' },
      { label: 'Air Logistics', to: '/services/air-logistics' },
    ],
  },
  {
    label: 'Partners',
    links: [
      { label: 'Customers', to: '/customers' },
      { label: 'Business Partner', to: '/business-partner' },
      { label: 'Vendors', to: '/vendors' },
    ],
  },
  {
    label: 'Careers',
    links: [
      { label: 'Life at Harsh', to: '/life-at-harsh' },
      { label: 'Learning and Development', to: '/learning-and-development' },
      { label: 'Open Positions', to: '/open-positions' },
    ],
  },
];

export const LOGIN_LINKS = [
  { label: 'Customer', audience: 'customer' },
  { label: 'Associate', audience: 'associate' },
] as const;

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Industries', to: '/industries' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Awards and Recognition', to: '/awards-and-recognition' },
  { label: 'Branch Locator', to: '/branch_locator' },
  // Not in spec §2's footer: the track box's page and Book other services need a way in.
  { label: 'Track a Consignment', to: '/track' },
  { label: 'Book a Service', to: '/services/detail' },
  { label: 'Home', to: '/index' },
];

export const FOOTER_POLICY_LINKS: NavLink[] = [
  { label: 'Terms and Conditions', to: '/term&condition' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Conditions of Carriage', to: '/conditions-of-carriage' },
  { label: 'Dangerous Goods', to: '/dangerous-goods' },
  { label: 'Banned Goods', to: '/banned-goods' },
  { label: 'Code of Conduct', to: '/code-of-conduct' },
];

/** The second footer's links (spec §2, shown on /index2 and /index4), in the spec's order. */
export const SECOND_FOOTER_LINKS: NavLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Our Services', to: '/services/services1' },
  { label: 'Blog', to: '/blogs/grid' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Book a Service', to: '/services/detail' },
];
