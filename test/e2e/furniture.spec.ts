import { expect, test, whenHydrated } from "./fixtures";
import { HOME_ROUTE_CODE, holdBack, watchScripts } from "./hold-back";

/** Page furniture of SPEC §2/§8/§9: info layer, hash anchors, service worker, footer. */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the info layer explains why and offers 'Neu laden'", async ({ page }) => {
    await page.goto("/de");
    const layer = page.getByRole("region", { name: "Einige Inhalte konnten nicht geladen werden" });
    await expect(layer).toBeVisible();
    await expect(layer).toContainText("JavaScript");
    await expect(layer.getByRole("button", { name: "Neu laden" })).toBeVisible();
    // The page itself is still there.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("an unsupported browser gets the info layer at once, and its button reloads", async ({ page }) => {
  await page.addInitScript(() => {
    // What an old browser lacks (the app's code needs it) ...
    delete (Object as { hasOwn?: unknown }).hasOwn;
  });
  // ... and, like such a browser, it cannot run the app's modules at all.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/en");
  const layer = page.getByRole("region", { name: "Some content could not be loaded" });
  await expect(layer).toBeVisible();
  const reload = page.waitForEvent("load");
  await layer.getByRole("button", { name: "Reload" }).click();
  await reload;
});

test("a supported browser never sees the info layer", async ({ page }) => {
  await page.goto("/de");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("#info-layer")).toBeHidden();
});

test("a hash anchor scrolls to 130 px below the top after a second", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  const response = await page.request.get("/de/api/productions/");
  const { results } = (await response.json()) as { results: { url: string }[] };
  const url = results[0]?.url ?? "";
  await page.goto(`${url}#dates-and-tickets`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Math.round(document.getElementById("dates-and-tickets")?.getBoundingClientRect().top ?? -1),
        ),
      {
        timeout: 5000,
      },
    )
    .toBe(130);
});

test("a visitor who scrolls while the page's code loads stays there; a new page starts at the top", async ({
  page,
}) => {
  const hold = await holdBack(page, HOME_ROUTE_CODE);
  await page.goto("/de");
  // The page asks for its route code after its first paint; on a busy machine that may come
  // after the load event: the visitor scrolls once it is on its way (and held).
  await expect.poll(() => hold.held()).toBe(true);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

  hold.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Whatever the router does after its first render has happened by the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Hydration may grow the page by a few pixels; the document must not jump back to the top.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);

  await footer.getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/de\/impressum$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the page is painted before it hydrates, even when its code is there first", async ({ page }) => {
  // The browser's report of the first paint is held back until the test lets it through: the
  // page's code is all there and has run, and only the paint is missing.
  await page.addInitScript(() => {
    const Native = PerformanceObserver;
    const held: (() => void)[] = [];
    const release = () => {
      for (const report of held.splice(0)) report();
      Object.assign(window, { reportPaint: undefined });
    };
    Object.assign(window, { reportPaint: release });
    class HeldPaint extends Native {
      constructor(callback: PerformanceObserverCallback) {
        super((entries, observer) => {
          if ("reportPaint" in window && window.reportPaint) held.push(() => callback(entries, observer));
          else callback(entries, observer);
        });
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: HeldPaint });
  });
  const scripts = watchScripts(page);
  await page.goto("/de/impressum");
  // Were the entry not waiting for the paint, the page would have hydrated by now.
  await scripts.settled();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

  await page.evaluate(() => (window as unknown as { reportPaint: () => void }).reportPaint());
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
});

test("the service worker is served at /sw.js and registered after load", async ({ page }) => {
  const script = await page.request.get("/sw.js");
  expect(script.ok()).toBe(true);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(await script.text()).toContain("kultur-assets-v1");

  await page.goto("/de");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  // Documents are never cached: only hashed assets are.
  await page.reload();
  const cached = await page.evaluate(async () => {
    const cache = await caches.open("kultur-assets-v1");
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.every((path) => path.startsWith("/assets/"))).toBe(true);
});

/** Whether React has taken over an element: it keeps its fiber on the elements it hydrated. */
function hydratedElement(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

test("a page's modules below the fold hydrate when they come into view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/de");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const markers = page.locator("template[data-hydrate-when-visible]");
  await expect(markers.first()).toBeAttached();
  const first = markers.first().locator("xpath=following-sibling::*[1]");
  const last = markers.last().locator("xpath=following-sibling::*[1]");
  await expect.poll(() => first.evaluate(hydratedElement)).toBe(true);
  // Far below the fold, the last module is still the server's HTML, links working as links.
  expect(await last.evaluate(hydratedElement)).toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate(hydratedElement)).toBe(true);
});

test("a button in a module not yet hydrated works on its first activation, as a screen reader sends it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/de");
  // Interactive, and the waiting modules' code has arrived (it loads while they wait).
  await whenHydrated(page);
  // The last favourite toggle of the home page's event list, far below the fold.
  const toggle = page.locator(".event-card__favourite").last();
  expect(await toggle.evaluate(hydratedElement)).toBe(false);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  // Browse mode: a click event alone, no pointer or key before it, and no scrolling.
  await toggle.evaluate((button) => (button as HTMLButtonElement).click());
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
});
