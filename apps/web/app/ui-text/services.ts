/** A service's page, besides its own text. */
export const SERVICES = {
  contactUs: 'Contact us',
  seeAll: 'See all services',
};
