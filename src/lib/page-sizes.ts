/**
 * Page sizes the API and the app's pagination share. Their own module, without schemas,
 * because visitors' pagination needs them and the schemas (valibot) must stay out of their
 * scripts.
 */

/** Articles per page (SPEC leaves it open; 9 fills a 3-column grid). */
export const ARTICLES_PAGE_SIZE = 9;
