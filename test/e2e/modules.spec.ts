import type { Locator, Page } from "@playwright/test";
import { expect, test, whenHydrated } from "./fixtures";

/** Content modules (SPEC §3) on the seeded pages: hydration, consent-gated embeds, FAQ, slider. */

/** Console errors and warnings, and uncaught errors, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** How far a slide's left edge is from its track's, in whole px (0: the slide is the one in view). */
async function offsetInTrack(slide: Locator): Promise<number> {
  return slide.evaluate((element) => {
    const track = element.parentElement;
    return track ? Math.round(element.getBoundingClientRect().left - track.getBoundingClientRect().left) : Number.NaN;
  });
}

/** Brings every embed of the page into view once, top to bottom, as a visitor scrolling down would. */
/**
 * Brings each placeholder into view in turn until none is left: a module hydrates as it comes
 * near the viewport, and a quick jump past it (as one scroll call makes) never brings it near.
 */
async function scrollThroughEmbeds(page: Page): Promise<void> {
  const placeholders = page.locator(".embed--placeholder");
  await expect(async () => {
    const left = await placeholders.count();
    if (left > 0) await placeholders.first().scrollIntoViewIfNeeded({ timeout: 1000 });
    expect(left).toBe(0);
  }).toPass();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await whenHydrated(page);
}

test.beforeEach(async ({ page }) => {
  // Players are third-party pages: the test stands in for them (and never leaves the machine).
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
});

test.describe("content modules", () => {
  for (const path of [
    "/de",
    "/de/medien",
    "/en/visit",
    "/en/about-us",
    "/de/ueber-uns/geschichte",
    "/en/service/contact",
  ]) {
    test(`${path} hydrates its modules without console errors`, async ({ page }) => {
      const problems = problemsOf(page);
      await open(page, path);
      await expect(page.locator("main h1")).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test("an embed shows a consent placeholder until the visitor loads it, then every player loads", async ({ page }) => {
    // The consent dialog stores the choice only for visitors, not for automated browsers.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    const problems = problemsOf(page);
    await open(page, "/de/medien");
    await expect(page.locator("iframe")).toHaveCount(0);
    const placeholder = page.locator(".embed--placeholder").first();
    await expect(placeholder).toContainText("Dieser Inhalt wird von YouTube bereitgestellt");
    const load = page.getByRole("button", { name: /^Akzeptieren und laden\s*: Trailer: Ein Sommernachtstraum$/ });
    await expect(load).toHaveAccessibleDescription(/YouTube/);

    const player = page.locator('iframe[title="Trailer: Ein Sommernachtstraum"]');
    // A first visit: the consent dialog takes the focus when it shows. A visitor answers the embed
    // after that, not before, where the dialog's arrival would take the focus away again.
    await page.waitForFunction(() => document.activeElement?.closest("dialog") != null);
    // The button works once its module has hydrated; until then pressing it does nothing. The
    // keyboard reaches it even where the consent dialog covers the page.
    await expect(async () => {
      await load.focus({ timeout: 1000 });
      await page.keyboard.press("Enter");
      await expect(player).toBeAttached({ timeout: 1000 });
    }).toPass();
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/kw2026trail");
    await expect(player).toHaveAttribute("loading", "lazy");
    await expect(player).toHaveAttribute("sandbox", /allow-scripts/);
    await expect(player).toBeFocused();

    // Consent is for the media category: the page's other players load with it, each as the
    // visitor scrolls to it (a page's modules below the fold hydrate there, ADR 0034).
    await scrollThroughEmbeds(page);
    await expect(page.locator(".embed iframe")).toHaveCount(6);
    await expect(page.locator(".embed--placeholder")).toHaveCount(0);
    for (const frame of await page.locator(".embed iframe").all()) {
      await expect(frame).toHaveAttribute("title", /\S/);
    }
    await expect(page.locator('iframe[src^="https://w.soundcloud.com/player/"]')).toHaveAttribute("title", "Podcast");
    await expect(page.locator('iframe[src="https://www.instagram.com/p/C0kulturwerk/embed/"]')).toBeAttached();

    // The choice is stored: the next visit frames the players without asking.
    await page.reload();
    await scrollThroughEmbeds(page);
    await expect(page.locator(".embed iframe")).toHaveCount(6);
    expect(problems).toEqual([]);
  });

  test("an FAQ item opens and closes from the keyboard", async ({ page }) => {
    await open(page, "/en/visit");
    const question = page.locator("summary", { hasText: "Is there a cloakroom?" });
    const answer = page.getByText("Yes, the cloakroom in the foyer is free of charge.");
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(question.locator("xpath=..")).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  });

  test("the slider's next and previous buttons move one slide and wrap around", async ({ page }) => {
    await open(page, "/de");
    const slider = page.getByRole("region", { name: "Empfehlungen" });
    const slides = slider.locator(".module-slider__slide");
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute("aria-label", "1 von 3");
    const next = slider.getByRole("button", { name: "Nächste Folie" });
    const previous = slider.getByRole("button", { name: "Vorherige Folie" });

    await expect(async () => {
      await next.click({ timeout: 1000 });
      await expect(slides.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 1000 });
    }).toPass();
    await expect(slider.getByText("2 von 3", { exact: true }).last()).toBeAttached();
    await expect.poll(() => offsetInTrack(slides.nth(1))).toBe(0);

    await previous.click();
    await expect(slides.nth(0)).toHaveAttribute("aria-current", "true");
    await previous.click();
    await expect(slides.nth(2)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => offsetInTrack(slides.nth(2))).toBe(0);
    await next.press("Enter");
    await expect(slides.nth(0)).toHaveAttribute("aria-current", "true");
  });

  test("the anchor list moves focus to its section below the header", async ({ page }) => {
    await open(page, "/de/ueber-uns");
    const nav = page.getByRole("navigation", { name: "Auf dieser Seite" });
    await expect(async () => {
      await nav.getByRole("link", { name: "Bilder" }).click({ timeout: 1000 });
      await expect(page.locator("#bilder")).toBeFocused({ timeout: 1000 });
    }).toPass();
    await expect(nav.getByRole("link", { name: "Bilder" })).toHaveAttribute("aria-current", "location");
    const sectionTop = () => page.locator("#bilder").evaluate((section) => section.getBoundingClientRect().top);
    await expect.poll(sectionTop).toBeGreaterThanOrEqual(129);
  });

  test("the browser's own jump to a section stops below the header", async ({ page }) => {
    await open(page, "/de/ueber-uns");
    const top = await page.locator("#bilder").evaluate((section) => {
      window.scrollTo({ top: 0, behavior: "instant" });
      section.scrollIntoView({ behavior: "instant" });
      return section.getBoundingClientRect().top;
    });
    expect(Math.round(top)).toBe(130);
  });

  test("focus in the sticky header keeps the page still and brings back the strip above the bar", async ({ page }) => {
    await open(page, "/de/ueber-uns");
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    // The header's scrolled state changes its height (and the page's scroll position) once.
    await expect(page.locator(".site-header")).toHaveClass(/is-scrolled/);
    const scrollY = () => page.evaluate(() => window.scrollY);
    let settled = -1;
    await expect
      .poll(
        async () => {
          const previous = settled;
          settled = await scrollY();
          return settled === previous;
        },
        { intervals: [400] },
      ) // longer than the header's 0.3 s transition
      .toBe(true);
    // The bar's logo link, which stays in view (the strip above the bar slides away when scrolled).
    await page.locator(".site-header__logo").focus();
    expect(await scrollY()).toBe(settled);

    // The strip above the bar, slid away while scrolled, comes back while focus is in the header.
    const stripLink = page.locator(".site-header__top a").first();
    await stripLink.focus();
    await expect.poll(() => stripLink.evaluate((link) => link.getBoundingClientRect().top)).toBeGreaterThan(-2);
  });
});
