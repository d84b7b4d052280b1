import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { EDITOR, signIn } from "./editing";
import { expect, test, whenHydrated } from "./fixtures";

/**
 * axe-core finds no WCAG 2.1 A/AA violations on every page type in both languages, in every
 * division theme, and in the consent dialog (DESIGN §6 budget: 0). The URLs come from the
 * JSON API, so the test follows the seeded content instead of hard-coding it.
 */

const langs = ["de", "en"] as const;
type Lang = (typeof langs)[number];
const themes = ["wkm", "so", "ba", "ti", "wa"] as const;

const listPaths: Record<Lang, { programme: string; productions: string; magazine: string }> = {
  de: { programme: "/de/programm", productions: "/de/produktionen", magazine: "/de/mediathek-de" },
  en: { programme: "/en/events", productions: "/en/productions", magazine: "/en/mediathek-en" },
};

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

interface WithUrl {
  url: string;
  theme?: string;
}
interface Paged<T> {
  results: T[];
}
interface NavEntry {
  url: string;
  is_external: boolean;
  has_tab_navigation: boolean;
  children: NavEntry[];
}

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`no ${what} in the seeded content`);
  return item;
}

/** One URL per page type of SPEC §2 in `lang`. */
async function pageTypes(request: APIRequestContext, lang: Lang): Promise<Record<string, string>> {
  const [events, productions, persons, venues, tags, categories, articles, nav] = await Promise.all([
    json<Paged<WithUrl>>(request, `/${lang}/api/events/`),
    json<Paged<WithUrl & { title: string }>>(request, `/${lang}/api/productions/`),
    json<{ members: WithUrl[] }[]>(request, `/${lang}/api/persons/`),
    json<WithUrl[]>(request, `/${lang}/api/venues/`),
    json<WithUrl[]>(request, `/${lang}/api/article-tags/`),
    json<WithUrl[]>(request, `/api/article-categories/?lang=${lang}`),
    json<Paged<WithUrl>>(request, `/${lang}/api/articles/`),
    json<{ navigation: { menu: NavEntry[]; secondary: NavEntry[] } }>(request, `/${lang}/pageeditor-api/nav`),
  ]);
  const series = first(await json<{ id: number }[]>(request, `/api/series/?lang=${lang}`), "series");
  const seriesDetail = await json<{ urls: Record<Lang, string> }>(request, `/${lang}/api/series/${series.id}/`);
  const flat = (entries: NavEntry[]): NavEntry[] => entries.flatMap((e) => [e, ...flat(e.children)]);
  const navUrls = flat([...nav.navigation.menu, ...nav.navigation.secondary])
    .filter((e) => !e.is_external && e.url.startsWith(`/${lang}/`))
    .map((e) => e.url);
  const formSegment = lang === "de" ? "/formular/" : "/form/";
  const genericPage = first(
    navUrls.filter((url) => url.split("/").length >= 3 && !Object.values(listPaths[lang]).includes(url)),
    "generic page",
  );
  const production = first(productions.results, "production");
  const searchWord = production.title.split(/\s+/)[0] ?? "";
  return {
    home: `/${lang}`,
    "generic page": genericPage,
    legal: `/${lang}/impressum`,
    programme: listPaths[lang].programme,
    event: first(events.results, "event").url,
    productions: listPaths[lang].productions,
    production: production.url,
    team: `/${lang}/team`,
    member: first(first(persons, "person group").members, "team member").url,
    venue: first(venues, "venue").url,
    series: seriesDetail.urls[lang],
    "magazine overview": listPaths[lang].magazine,
    tags: `${listPaths[lang].magazine}/tags`,
    tag: first(tags, "tag").url,
    category: first(categories, "category").url,
    article: first(articles.results, "article").url,
    form: first(
      navUrls.filter((url) => url.includes(formSegment)),
      "form",
    ),
    search: `/${lang}/search?q=${encodeURIComponent(searchWord.toLowerCase())}`,
    "404": `/${lang}/diese-seite-gibt-es-nicht`,
  };
}

/** A page per division theme: entities carry their theme; division pages also set cc backgrounds. */
async function themedPages(request: APIRequestContext, lang: Lang): Promise<Map<string, string>> {
  const [productions, venues, events, nav] = await Promise.all([
    json<Paged<WithUrl>>(request, `/${lang}/api/productions/`),
    json<WithUrl[]>(request, `/${lang}/api/venues/`),
    json<Paged<WithUrl>>(request, `/${lang}/api/events/`),
    json<{ navigation: { menu: NavEntry[] } }>(request, `/${lang}/pageeditor-api/nav`),
  ]);
  const byTheme = new Map<string, string>();
  for (const item of [...productions.results, ...venues, ...events.results]) {
    if (item.theme && !byTheme.has(item.theme)) byTheme.set(item.theme, item.url);
  }
  // The division pages (the menu entry with tab navigation lists them).
  const divisions = nav.navigation.menu.find((entry) => entry.has_tab_navigation)?.children ?? [];
  divisions.forEach((division, index) => {
    byTheme.set(`division page ${index + 1}`, division.url);
  });
  return byTheme;
}

/** The rules a division theme can change: its colours. The page types' scans run every rule. */
const THEME_RULES = ["color-contrast", "link-in-text-block"];

async function visit(page: Page, url: string) {
  await page.goto(url);
  await whenHydrated(page);
}

/** Pages per test: a few share one browser context, and each test stays well inside its timeout. */
const PAGES_PER_TEST = 4;
/** How many tests the page types of one language, and the themed pages, are split into. */
const PAGE_TYPE_GROUPS = 5;
const THEMED_GROUPS = 3;

function group<T>(entries: T[], index: number, groups: number): T[] {
  const size = Math.ceil(entries.length / groups);
  return entries.slice(index * size, (index + 1) * size);
}

async function scanEach(page: Page, lang: Lang, entries: [string, string][], rules?: string[]): Promise<void> {
  expect(entries.length, "pages to scan").toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(PAGES_PER_TEST);
  for (const [label, url] of entries) {
    await test.step(`${label}: ${url}`, async () => {
      await visit(page, url);
      const theme = await page.evaluate(() => document.body.className);
      await expectNoAxeViolations(page, `${lang} ${label} (${theme}) ${url}`, { rules });
    });
  }
}

/**
 * A theme is colours only, the same in both languages, so its pages are scanned in one; the
 * page types above run every rule, colours included, in both.
 */
const THEMED_LANG: Lang = "de";

test(`the themed pages in ${THEMED_LANG} show every division theme, each scanned by one of the tests below`, async ({
  request,
}) => {
  const themed = [...(await themedPages(request, THEMED_LANG)).values()];
  expect(Math.ceil(themed.length / THEMED_GROUPS)).toBeLessThanOrEqual(PAGES_PER_TEST);
  // The body of each names its theme.
  const seen = new Set<string>();
  for (const url of themed) {
    const html = await (await request.get(url)).text();
    seen.add(html.match(/<body[^>]*class="([^"]*)"/)?.[1] ?? "");
  }
  expect([...seen].sort()).toEqual([...themes].sort());
});

for (let index = 0; index < THEMED_GROUPS; index++) {
  test(`division themes in ${THEMED_LANG}, part ${index + 1} of ${THEMED_GROUPS}, have no contrast violations`, async ({
    page,
    request,
  }) => {
    const entries = [...(await themedPages(request, THEMED_LANG)).entries()];
    await scanEach(page, THEMED_LANG, group(entries, index, THEMED_GROUPS), THEME_RULES);
  });
}

for (const lang of langs) {
  test(`the page types in ${lang} are each scanned by one of the tests below`, async ({ request }) => {
    const types = Object.keys(await pageTypes(request, lang));
    // Every group holds at most PAGES_PER_TEST pages, so the groups cover every page type.
    expect(Math.ceil(types.length / PAGE_TYPE_GROUPS)).toBeLessThanOrEqual(PAGES_PER_TEST);
  });

  for (let index = 0; index < PAGE_TYPE_GROUPS; index++) {
    test(`page types in ${lang}, part ${index + 1} of ${PAGE_TYPE_GROUPS}, have no axe violations`, async ({
      page,
      request,
    }) => {
      const entries = Object.entries(await pageTypes(request, lang));
      await scanEach(page, lang, group(entries, index, PAGE_TYPE_GROUPS));
    });
  }

  test(`the consent dialog and its settings in ${lang} have no axe violations`, async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    await visit(page, `/${lang}`);
    const dialog = page.getByRole("dialog", { name: lang === "de" ? "Cookie-Einwilligung" : "Cookie consent" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `${lang} consent dialog`);
    await dialog.getByRole("button", { name: lang === "de" ? "Einstellungen" : "Settings" }).click();
    await expect(
      page.getByRole("dialog", { name: lang === "de" ? "Cookie-Einstellungen" : "Cookie settings" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `${lang} consent settings`);
  });

  test(`the sign-in page in ${lang} has no axe violations`, async ({ page }) => {
    await page.goto(`/${lang}/login?next=/${lang}/user/settings`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "de" ? "Anmelden" : "Log in");
    await expectNoAxeViolations(page, `${lang} sign-in page`);
  });

  test(`the signed-in account pages in ${lang} have no axe violations`, async ({ page, baseURL }) => {
    await signIn(page, baseURL ?? "");
    await visit(page, `/${lang}/user/settings`);
    await expectNoAxeViolations(page, `${lang} settings page`);
    const account = page.getByRole("button", { name: EDITOR.name });
    await account.click();
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, `${lang} My Area menu`);
    await visit(page, `/${lang}/user/profile`);
    await expectNoAxeViolations(page, `${lang} profile page`);
  });
}
