import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, whenHydrated } from "./fixtures";

/**
 * What the scripts a visitor's browser loads must not contain (DESIGN §1, §6: editor code 0
 * bytes for visitors), checked on the build `npm run test:e2e` serves. Each marker is a string
 * the library keeps through minification.
 */
const MARKERS = {
  "the editor island": "kultur-editor",
  valibot: "abortPipeEarly",
  "the HTML sanitiser": "disallowedTagsMode",
  Milkdown: "milkdown",
  "the CMS hub's frame": "hub-nav__section",
  "TanStack Table": "getToggleSortingHandler",
  "TanStack Form": "onSubmitAsync",
  "Observable Plot": "aria-description",
} as const;

const assets = join(process.cwd(), "dist/client/assets");

test("the build carries the editor island, the hub and their libraries at all, so the visitor check below can fail", () => {
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(join(assets, name), "utf8"));
  // The sanitiser is the worker's: no client asset carries it.
  for (const [what, marker] of Object.entries(MARKERS).filter(([what]) => what !== "the HTML sanitiser")) {
    expect(
      scripts.some((text) => text.includes(marker)),
      what,
    ).toBe(true);
  }
});

test("the scripts a visitor loads carry no editor, hub, Milkdown, valibot, table, form, chart or sanitiser code", async ({
  page,
  request,
}) => {
  const events = (await (await request.get("/de/api/events/")).json()) as { results: { url: string }[] };
  const articles = (await (await request.get("/en/api/articles/")).json()) as { results: { url: string }[] };
  const paths = [
    "/de",
    "/en/events",
    events.results[0]?.url,
    articles.results[0]?.url,
    "/de/impressum",
    "/de/ueber-uns",
  ];
  const bodies = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.set(response.url(), response.text());
  });
  for (const path of paths) {
    if (!path) throw new Error("the seed has no event or article");
    await page.goto(path);
    await whenHydrated(page);
  }
  expect(bodies.size).toBeGreaterThan(5);
  const found: string[] = [];
  for (const [url, body] of bodies) {
    const text = await body;
    for (const [what, marker] of Object.entries(MARKERS)) if (text.includes(marker)) found.push(`${what} in ${url}`);
  }
  expect(found).toEqual([]);
});
