/** Business constants of spec §9. Texts are kept word for word. */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HOME_BLOG_COUNT = 3;
/**
 * Spec §9's phone max of 10 is the number's digits, which the schema checks; the inputs also take
 * a +91 or 0 prefix and spaces as typed ("+91 98765 43210").
 */
export const PHONE_INPUT_MAX_LENGTH = 16;
/** The contact form's Phone takes an office's landline (with an extension) or toll-free number too. */
export const CONTACT_PHONE_MAX_LENGTH = 30;
export const COUNTER_ANIMATION_SECONDS = 10;
export const STARTUP_INDICATOR_MS = 500;
export const SERVICE_CARD_WORDS = 15;
export const MAX_PER_PAGE = 50;
export const DEFAULT_PER_PAGE = 12;

export const SHIPMENT_TYPES = ['Road', 'Train', 'Air', 'Sea'] as const;

/** The pictures a service may carry (spec §3's service item icon); the site draws each. */
export const SERVICE_ICONS = [
  'full-truck',
  'part-truck',
  'parcel',
  'warehouse',
  'parking',
  'rail',
  'road',
  'air',
  'distribution',
  'sorting',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const BUSINESS_TYPES = [
  'Become Delivery Associate',
  'Driver Registration',
  'Register YourVehicle',
  'Franchise partner',
  'Register Warehouse',
] as const;

export const VENDOR_TYPES = ['Fuel Partner', 'Vehicle Partner', 'Insurance Partner'] as const;

export const SHIPMENT_ADD_ONS = ['Fragile', 'Express Delivery', 'Insurance', 'Packaging'] as const;

/** The eleven Incoterms 2020 rules (International Chamber of Commerce), code and name. */
export const INCOTERMS_2020 = [
  { code: 'EXW', name: 'Ex Works' },
  { code: 'FCA', name: 'Free Carrier' },
  { code: 'CPT', name: 'Carriage Paid To' },
  { code: 'CIP', name: 'Carriage and Insurance Paid To' },
  { code: 'DAP', name: 'Delivered at Place' },
  { code: 'DPU', name: 'Delivered at Place Unloaded' },
  { code: 'DDP', name: 'Delivered Duty Paid' },
  { code: 'FAS', name: 'Free Alongside Ship' },
  { code: 'FOB', name: 'Free on Board' },
  { code: 'CFR', name: 'Cost and Freight' },
  { code: 'CIF', name: 'Cost, Insurance and Freight' },
] as const;
export const INCOTERM_CODES = INCOTERMS_2020.map((term) => term.code) as [string, ...string[]];

/** Spec §9's list with MANDIDEEP once; the live dropdown is built from the branches table. */
export const BRANCH_CITIES = [
  'KOLKATA',
  'BARODA',
  'MANDIDEEP',
  'JABALPUR',
  'JAIPUR',
  'BHOPAL',
  'BANGALORE',
  'BHIWANDI',
  'VITHALPUR',
  'ANAND',
  'ARAKKONAM',
  'AJMER',
  'MEHSANA',
  'AHMEDABAD',
  'SURAT',
  'BHAVNAGAR',
  'SARDARSHAHAR',
  'INDORE',
  'KOTA',
  'RAJKOT',
  'DELHI',
  'JUNAGARH',
  'JODHPUR',
  'UDAIPUR',
  'BHUJ',
  'BUDHNI',
] as const;

/** Spec §9: the home page's experience counters (fleet, warehouses, workforce, years), each a company fact, shown with "+". */
export const HOME_COUNTER_FACTS = [
  'vehicles',
  'warehouses',
  'workforce',
  'years_experience',
] as const;

/** Spec §9: the alternate variant's counters. */
export const ALTERNATE_COUNTERS = [195, 250, 350] as const;

/** Spec §9: the placeholder stats (branches 295+, since 1996, years 35). */
export const PLACEHOLDER_STATS = { branches: '295+', since: 1996, years: 35 } as const;

/** Spec §9: the plans (monthly, demo): Startup 90$, Standard 150$, Business 260$. */
export const PLANS = [
  { type: 'Startup', price: 90 },
  { type: 'Standard', price: 150 },
  { type: 'Business', price: 260 },
] as const;
export const PLAN_PERIOD = 'monthly';
export const PLAN_CURRENCY = '$';

/** Spec §9: the testimonial slider shows 2 slides (1 below 768 px) with autoplay; another slider shows 3. */
export const TESTIMONIAL_SLIDES = { wide: 2, narrow: 1, breakpointPx: 768 } as const;
export const SECOND_SLIDER_SLIDES = 3;

/** Fixed service routes and the service record each one loads (ids 4–10, in this order). */
export const SERVICE_ROUTES = [
  { slug: 'warehousing', id: 4 },
  { slug: 'parking-solutions-2', id: 5 },
  { slug: 'rail-logistics', id: 6 },
  { slug: 'road-logistics', id: 7 },
  { slug: 'air-logistics', id: 8 },
  { slug: 'distribution-and-fulfillment', id: 9 },
  { slug: 'sort-centres', id: 10 },
] as const;

export const INDUSTRY_ROUTES = [
  { path: '/electricals', label: 'Electricals', page: 24 },
  { path: '/auto', label: 'Auto', page: 25 },
  { path: '/fmcg', label: 'FMCG', page: 26 },
  { path: '/electronics', label: 'Electronics', page: 27 },
  { path: '/apparel-lifestyle', label: 'Apparel & Lifestyle', page: 28 },
  { path: '/pharma', label: 'Pharma', page: 29 },
  { path: '/modern-retail', label: 'Modern Retail', page: 30 },
  { path: '/perishable-goods', label: 'Perishable Goods', page: 31 },
] as const;

/** Spec §2's content-page table: route → page number. */
export const CONTENT_PAGE_ROUTES = [
  { path: '/about-us', page: 1 },
  { path: '/technology-harsh', page: 2 },
  { path: '/fleets', page: 3 },
  { path: '/green-suppliers', page: 4 },
  { path: '/customers', page: 5 },
  { path: '/business-partner', page: 6 },
  { path: '/vendors', page: 7 },
  { path: '/life-at-harsh', page: 8 },
  { path: '/employee-stories', page: 9 },
  { path: '/learning-and-development', page: 10 },
  { path: '/open-positions', page: 11 },
  { path: '/sustainability', page: 14 },
  { path: '/faq', page: 15 },
  { path: '/awards-and-recognition', page: 16 },
  { path: '/term&condition', page: 17 },
  { path: '/privacy-policy', page: 18 },
  { path: '/conditions-of-carriage', page: 19 },
  { path: '/dangerous-goods', page: 20 },
  { path: '/banned-goods', page: 21 },
  { path: '/code-of-conduct', page: 22 },
  ...INDUSTRY_ROUTES.map(({ path, page }) => ({ path, page })),
  { path: '/industries', page: 30 },
  { path: '/management-team-2', page: 32 },
  { path: '/branch_locator', page: 33 },
] as const;

/** Every page number the site uses: 1–11, 14–22, 24–33. */
export const PAGE_NUMBERS = [...new Set(CONTENT_PAGE_ROUTES.map((r) => r.page))].sort(
  (a, b) => a - b,
);

/** India's states and union territories, as the branches write them (a branch's state is one of these). */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
