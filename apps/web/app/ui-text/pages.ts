/**
 * The words of the public routes' own screens: titles, search, contact, booking, tracking, the
 * branch locator and the test routes. They were the whole catalogue before it became a folder, so
 * their keys sit at the top of `UI` (`UI.allServices`, `UI.search.label`).
 */
export const PAGES = {
  /** A page's title with the company's name after it, as search results show it. */
  titled: (title: string, company: string) => `${title} | ${company}`,
  pageNotFound: 'Page not found',
  branchDescription: (company: string, branch: string, address: string, phone: string, hours: string[]) => `${company} ${branch}: ${address}. Phone ${phone}. ${hours.join('; ')}.`,
  allServices: 'All services',
  allArticles: 'All articles',
  getEstimate: 'Get your estimate',
  step: (number: number) => `Step ${number}`,
  readMore: 'Read more',
  quoteAndTrack: 'Request a quote or track a consignment',
  counters: { vehicles: 'Fleet', warehouses: 'Warehouses', workforce: 'Workforce', years_experience: 'Years of experience' },
  noArticles: 'No articles to show yet.',
  everyBranch: 'Every branch, by state and city',
  branchCount: (branches: number, cities: number, states: number) => `${branches} offices, hubs and warehouses in ${cities} cities across ${states} states.`,
  pickACity: { before: 'Pick a city to see its branches, or ', link: 'find the branches nearest your pin code', after: '.' },
  servicesAtAGlance: 'All services at a glance, in one numbered list',
  /** A list's later page: its title or description, and which page it is. */
  pageNumbered: (text: string, page: number) => `${text} (page ${page})`,
  /** A search's title: what was searched for, then the search page's title. */
  searchedFor: (query: string, title: string) => `${query}: ${title}`,
  search: {
    newSearch: 'New search',
    label: 'Search the site',
    howTo: 'Type a word or two above, for example “cold chain” or “warehouse Bhiwandi”, and press Search.',
    unavailable: 'Search is not available just now. Please try again in a moment.',
    nothing: (query: string) => `Nothing matches “${query}”. Try fewer or different words, or browse our`,
    browseServices: 'services',
    button: 'Search',
    /** What each result is, above its title. */
    types: { page: 'Page', service: 'Service', blog: 'Blog', branch: 'Branch' },
    resultsFor: (count: number, query: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
  },
  contact: {
    findUs: 'Find us',
    mapAlt: (address: string | null) => (address ? `Map of the area around our head office: ${address}` : 'Map of the area around our head office'),
    sendUsAMessage: 'Send Us a Message',
    collects: 'your name, e-mail address, phone number and message',
    purpose: 'answer your message',
    submit: 'Submit Now',
    headOffice: 'Head office',
  },
  booking: {
    title: (service: string) => `Book ${service}`,
    description: (service: string, summary: string) => `Book ${service}: ${summary}`,
    talkToUs: 'Talk to us',
    bookOther: 'Book other services',
    moreAbout: (service: string) => `More about ${service}`,
    otherServices: 'Other services',
    bookNow: 'Book now',
  },
  /** The two lists of services: cards (`/services/services1`) and a numbered list. */
  servicesList: {
    /** Above a card's title: "Service 3". */
    numbered: (id: number) => `Service ${id}`,
    viewDetail: 'View Detail',
    /** The card's link, for screen readers: "View Detail: Road Logistics". */
    viewDetailOf: (service: string) => `View Detail: ${service}`,
    book: (service: string) => `Book ${service}`,
  },
  /** The sidebar of the industry pages (spec §2). */
  industries: {
    transportServices: 'Transport Services',
  },
  formAnswer: {
    enquiry: 'Your enquiry',
    message: 'Your message',
    newsletter: 'Newsletter',
    quote: 'Your quote request',
    comment: 'Your comment',
    form: 'Your form',
    description: 'The answer to the form you sent.',
  },
  track: {
    tooMany: 'Enter at most 50 consignment numbers.',
    whereToFollow: 'Where to follow your consignments',
    howItWorks: 'How tracking works',
    rightForm: (numbers: string[]) => `Your ${numbers.length === 1 ? 'number is' : `${numbers.length} numbers are`} in the right form: ${numbers.join(', ')}.`,
    openInPortal: (count: number) => `Open ${count === 1 ? 'it' : 'them'} in the customer portal`,
    portalHolds: 'Live status, proof of delivery and documents are in our customer portal.',
    signIn: 'Sign in to the customer portal',
    orCall: (support: string) => `, or call our ${support} helpline on`,
    withNumbers: 'with your numbers.',
    yourNumbers: 'Your consignment numbers',
    numbersHint: 'Enter the LR or docket numbers printed on your consignment note.',
  },
  locator: {
    findABranch: 'Find a branch',
    city: 'City',
    selectCity: 'Select a city',
    search: 'Search',
    byPinCode: 'By pin code',
    pinCode: 'Pin code',
    pinHint: 'Six digits, for the branches nearest you.',
    searchByPin: 'Search by pin code',
    state: 'State',
    selectState: 'Select a state',
    searchByState: 'Search by state',
    /** A search form's name, from its field's label: "By city". */
    by: (label: string) => `By ${label.toLowerCase()}`,
    everyBranch: 'See every branch, by state and city',
    nearest: (count: number, pin: string) => `${count} ${count === 1 ? 'branch' : 'branches'} nearest pin code ${pin}`,
    inPlace: (count: number, place: string) => `${count} ${count === 1 ? 'branch' : 'branches'} in ${place}`,
    noneNearPin: (pin: string, support: string | null) => `No branches found near pin code ${pin}. Try your city or state, or call our ${support ? `${support} ` : ''}helpline.`,
    noneInPlace: (place: string, support: string | null) => `No branches found in ${place}. Try a nearby city or call our ${support ? `${support} ` : ''}helpline.`,
  },
  apiCall: {
    title: 'API call',
    page: 'API call: a page',
    services: 'API call: the services list',
    description: 'A diagnostic page: one call of the content API, with its status, time and answer.',
    lead: 'A diagnostic page: the call the site’s loaders make, and what the content API answered.',
  },
};
