/** The frame around every page: skip link, header, footer, and the controls shared by many pages. */
export const LAYOUT = {
  skipToContent: 'Skip to content',
  backToTop: 'Back to top',
  /** Spec §4: a data page shows it until its response arrives. */
  loading: 'Loading...',
  header: {
    /** The top bar's claim, e.g. "24/7 support". */
    support: (claim: string) => `${claim} support`,
    logins: 'Login',
    login: (audience: string) => `${audience} Login`,
    logoAlt: (company: string) => `${company} home`,
    menu: 'Menu',
    mainMenu: 'Main',
    search: 'Site search',
    searchTheSite: 'Search the site',
    searchPlaceholder: 'Search',
    whatsAppUs: 'WhatsApp us',
    chatOnWhatsApp: 'Chat with us on WhatsApp',
  },
  footer: {
    /** Before the support phone number, e.g. "24/7 helpline". */
    helpline: (claim: string) => `${claim} helpline`,
    whatsApp: 'WhatsApp',
    copyright: (year: number, company: string) => `© ${year} ${company}. All rights reserved.`,
    socialMedia: 'Social media',
    quickLinks: 'Quick links',
    csrPolicy: 'CSR Policy (PDF)',
    policies: 'Policies',
    newsletter: 'Newsletter',
    /** The second footer's button, below its shared block. */
    bookAService: 'Book a service',
    usefulLinks: 'Useful links',
  },
  breadcrumb: 'Breadcrumb',
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    /** Read before a page's number by screen readers: "Page 2". */
    page: 'Page ',
  },
  /** A carousel's controls; `label` is the carousel's own name. */
  carousel: {
    previous: (label: string) => `Previous slide of ${label}`,
    next: (label: string) => `Next slide of ${label}`,
    pause: (label: string) => `Pause ${label}`,
    play: (label: string) => `Play ${label}`,
    choose: (label: string) => `Choose a slide of ${label}`,
    dot: (number: number, count: number) => `Slide ${number} of ${count}`,
    slide: (number: number, count: number) => `${number} of ${count}`,
  },
};
