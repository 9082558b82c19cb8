/** A branch's page and card. */
export const BRANCHES = {
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  /** Before a branch's address, phone and e-mail on its page, for screen readers: "Address: ". */
  labelled: (label: string) => `${label}: `,
  addressAndContact: 'Address and contact',
  getDirections: 'Get directions',
  /** After "Get directions", for screen readers. */
  directionsTo: (branch: string) => ` to ${branch} in Google Maps`,
  openingHours: 'Opening hours',
  servicesHere: 'Services at this branch',
  contactUs: 'Contact us',
  nearest: 'Nearest other branches',
  sameCity: 'Same city',
  /** `km` as the page writes numbers (`1,250`). */
  kmAway: (km: string) => `About ${km} km away`,
};
