/**
 * NOT interface words, and not to stay here: claims and promises staff should be able to change
 * (answer times, what a partner may offer, how often the newsletter comes). They move to content
 * next (issue 27), once the staff forms can edit them; until then they wait here, apart from the
 * interface's words, word for word as the site showed them. Add nothing to this group.
 */
export const PENDING_CONTENT = {
  /** The second footer's block (site-footer.tsx). */
  shipWithUs: {
    heading: 'Ship with us',
    text: 'Book a pickup or ask for a rate on any lane in India; a planner answers within two working hours.',
    button: 'Book a service',
  },
  /** The main footer's newsletter box (site-footer.tsx). */
  newsletterBlurb: 'Freight news, new branches and service updates, about once a month.',
  /** Beside a service's text (service-view.tsx). */
  serviceQuote: {
    heading: 'Need a quote?',
    text: 'Tell us what you ship and where. Our team answers within one working day.',
  },
  /** Beside a branch's details (branch-view.tsx). */
  branchEnquiry: {
    heading: (city: string) => `Send goods from ${city}`,
    text: 'Call the branch, or tell us what you ship and where; our team answers within one working day.',
  },
  /** Below the partner enquiry forms' headings (partner-enquiry-form.tsx). */
  partnerIntro: {
    vendor: 'Supply fuel, vehicles or insurance to our network? Tell us about your business.',
    business: 'Drive, deliver, run a franchise or rent us your vehicle or warehouse. Tell us how you would like to work with us.',
  },
  /** Below "Leave a comment" (blog-comments.tsx). */
  commentsNote: 'Comments appear once our team has read them, usually within a working day.',
};
