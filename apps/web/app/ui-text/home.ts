/** The home pages' own words, besides the headings and cards staff edit (decision 036). */
export const HOME = {
  /** After "Read more", for screen readers: which solution it is about. */
  readMoreAbout: (title: string) => ` about ${title}`,
  plans: {
    mostChosen: 'Most chosen',
    /** A plan's price, then this: "90$ a month". A period not listed is shown as it is stored. */
    period: { monthly: 'a month' } as Record<string, string>,
    benefits: (plan: string) => `${plan} plan benefits`,
    askFor: (plan: string) => `Ask for the ${plan} plan`,
  },
};
