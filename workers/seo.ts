import { type Context, Hono } from "hono";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { defaultLang, type Lang, languages } from "../src/lib/languages";
import { readNoindexCheck } from "./cache/noindex";
import { isoSeconds } from "./db/shared";
import { listSitemapEntries, type SitemapEntry, withoutNoindexed } from "./db/sitemap";
import type { AppEnv } from "./env";

/** Crawlers may fetch these once an hour; editor changes reach them within that. */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * Built with hono's `html` template, as the worker's HTML documents are: the characters it
 * escapes (& < > " ') cover XML text and attribute values, with entities XML knows.
 */
async function xmlResponse(c: Context<AppEnv>, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return c.body(await body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL });
}

/** One <url> of a language's sitemap with its hreflang alternates (x-default: the default language). */
function urlElement(entry: SitemapEntry, lang: Lang, origin: string) {
  const loc = entry.urls[lang];
  if (!loc) return null;
  const alternates = languages
    .filter((other) => entry.urls[other])
    .map((other) => html`<xhtml:link rel="alternate" hreflang="${other}" href="${origin + entry.urls[other]}"/>`);
  const fallback = entry.urls[defaultLang];
  if (fallback) alternates.push(html`<xhtml:link rel="alternate" hreflang="x-default" href="${origin + fallback}"/>`);
  const lastmod = entry.lastmod ? html`<lastmod>${entry.lastmod}</lastmod>` : null;
  return html`<url><loc>${origin + loc}</loc>${lastmod}${alternates}</url>\n`;
}

/**
 * SEO documents (SPEC §9 'SEO'): `/robots.txt`, `/sitemap.xml` (an index of the per-language
 * sitemaps) and `/{lang}/sitemap.xml` (that language's indexable pages with hreflang alternates).
 */
export function seo() {
  const app = new Hono<AppEnv>();

  app.get("/robots.txt", (c) => {
    const origin = new URL(c.req.url).origin;
    const lines = [
      "User-agent: *",
      // The JSON contract, the editor's calls, personal pages and result lists are not content.
      "Disallow: /api/",
      "Disallow: /pageeditor-api/",
      ...languages.flatMap((lang) => [
        `Disallow: /${lang}/api/`,
        `Disallow: /${lang}/pageeditor-api/`,
        `Disallow: /${lang}/user/`,
        `Disallow: /${lang}/search`,
      ]),
      "Disallow: /webshop",
      "Disallow: /cms-hub",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ];
    return c.text(lines.join("\n"), 200, { "Cache-Control": CACHE_CONTROL });
  });

  app.get("/sitemap.xml", (c) => {
    const origin = new URL(c.req.url).origin;
    const sitemaps = languages.map((lang) => html`<sitemap><loc>${`${origin}/${lang}/sitemap.xml`}</loc></sitemap>`);
    return xmlResponse(
      c,
      html`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps}</sitemapindex>\n`,
    );
  });

  app.get("/:lang{de|en}/sitemap.xml", async (c) => {
    const origin = new URL(c.req.url).origin;
    const lang = c.get("lang");
    const [entries, isNoindexed] = await Promise.all([
      listSitemapEntries(c.env.DB, isoSeconds(new Date())),
      readNoindexCheck(c.env),
    ]);
    const urls = withoutNoindexed(entries, isNoindexed).map((entry) => urlElement(entry, lang, origin));
    return xmlResponse(
      c,
      html`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`,
    );
  });

  return app;
}
