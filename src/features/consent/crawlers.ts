// Crawlers need no consent dialog; end-to-end tests opt in to it by hiding navigator.webdriver.
const CRAWLER_USER_AGENT = /bot|crawl|spider|slurp|teoma/i;

/** True for crawlers and automated browsers, which are not asked for consent. */
export function isCrawler(): boolean {
  return navigator.webdriver || CRAWLER_USER_AGENT.test(navigator.userAgent);
}
