// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consentBannerHtml } from "./banner-html";
import { CRAWLER_USER_AGENT } from "./crawlers";
import source from "./early-banner.js?raw";
import en from "./texts/en.json";

// The file as the server inlines it: its source, then the call (workers/ssr/early-consent.ts).
const run = () =>
  new Function(
    "html",
    "cookieName",
    "crawlerPattern",
    `${source}\nshowEarlyConsentBanner(html, cookieName, crawlerPattern);`,
  )(consentBannerHtml("en", en), "cc_cookie", CRAWLER_USER_AGENT.source);
const banners = () => document.querySelectorAll("dialog#consent-banner");

// happy-dom reports itself as an automated browser, which gets no banner.
const automated = (value: boolean) =>
  Object.defineProperty(window.navigator, "webdriver", { configurable: true, get: () => value });

beforeEach(() => automated(false));

afterEach(() => {
  document.body.replaceChildren();
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up removes the cookie it wrote
  document.cookie = "cc_cookie=; Max-Age=0";
});

describe("showEarlyConsentBanner", () => {
  it("shows the banner to a visitor without a choice, focused, and notes a click on a choice", () => {
    run();
    const [banner] = banners();
    expect(banner).toBeInstanceOf(HTMLDialogElement);
    expect((banner as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(banner);
    banner?.querySelector<HTMLButtonElement>('[data-consent="necessary"]')?.click();
    expect((banner as HTMLElement).dataset.chosen).toBe("necessary");
  });

  it("shows nothing once a choice is stored, and never a second banner", () => {
    run();
    run();
    expect(banners()).toHaveLength(1);
    document.body.replaceChildren();
    // biome-ignore lint/suspicious/noDocumentCookie: a stored choice, as the controller writes it
    document.cookie = "cc_cookie=%7B%7D";
    run();
    expect(banners()).toHaveLength(0);
  });

  it("shows nothing to an automated browser", () => {
    automated(true);
    run();
    expect(banners()).toHaveLength(0);
  });

  it("leaves the focus with a visitor already at work in the page", () => {
    const search = document.createElement("input");
    document.body.append(search);
    search.focus();
    run();
    expect(banners()).toHaveLength(1);
    expect(document.activeElement).toBe(search);
  });
});
