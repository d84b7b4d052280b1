/** Anchor of a production's dates list; the route's sticky bar links to it without loading the page component. */
export const DATES_AND_TICKETS_ID = "dates-and-tickets";
