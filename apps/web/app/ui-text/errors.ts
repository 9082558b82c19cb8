/** The error pages (spec §2 and §8): the 404 page's texts word for word, the router's default heading. */
export const ERRORS = {
  notFound: {
    heading: 'Error 404',
    subheading: 'Uh oh, Something Went Wrong',
    text: "We're sorry but we can't seem to find the page you requested. This might be because you have typed the web address incorrectly.",
    backToHome: 'Back To Home',
  },
  unexpected: {
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Please try again in a moment.',
    home: 'Go to the home page',
  },
  /** A script chunk that did not arrive (spec §8: `Loading chunk {n} failed`). */
  chunk: {
    heading: (chunk: string) => `Loading chunk ${chunk} failed`,
    text: 'Part of this page could not be downloaded. Check your connection and reload.',
    reload: 'Reload the page',
  },
};
