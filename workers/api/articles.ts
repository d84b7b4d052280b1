import { Hono } from "hono";
import { ARTICLES_PAGE_SIZE } from "../../src/lib/page-sizes";
import { ARTICLES_TEASER_SIZE, ArticlesQuery } from "../../src/schemas/articles";
import { getArticle, getArticleTag, listArticleCategories, listArticles, listArticleTags } from "../db/articles";
import { isoSeconds, pageOffset } from "../db/shared";
import type { AppEnv } from "../env";
import { invalidPage, notFound, pagedEnvelope, parseId, slashOptional } from "./http";
import { validQuery } from "./validate";

export const articlesApi = new Hono<AppEnv>();

/** GET /{lang}/api/articles-teaser/: the newest published articles (4), for the magazine teaser. */
articlesApi.on("GET", slashOptional("/:lang{de|en}/api/articles-teaser/"), async (c) => {
  const data = await listArticles(
    c.env.DB,
    c.get("lang"),
    { now: isoSeconds(new Date()) },
    { limit: ARTICLES_TEASER_SIZE, offset: 0 },
  );
  return c.json(data.results);
});

/** GET /{lang}/api/articles/?category&tag&page: published articles, newest first, 9 per page. */
articlesApi.on("GET", slashOptional("/:lang{de|en}/api/articles/"), validQuery(ArticlesQuery), async (c) => {
  const query = c.req.valid("query");
  const page = query.page ?? 1;
  const data = await listArticles(
    c.env.DB,
    c.get("lang"),
    { now: isoSeconds(new Date()), category: query.category, tag: query.tag },
    { limit: ARTICLES_PAGE_SIZE, offset: pageOffset(page, ARTICLES_PAGE_SIZE) },
  );
  const envelope = pagedEnvelope(c, data, page, ARTICLES_PAGE_SIZE);
  return envelope ? c.json(envelope) : invalidPage(c);
});

/** GET /{lang}/api/articles/{id}/: the article with body, category and tags. */
articlesApi.on("GET", slashOptional("/:lang{de|en}/api/articles/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const article = id === null ? null : await getArticle(c.env.DB, c.get("lang"), id, isoSeconds(new Date()));
  return article ? c.json(article) : notFound(c);
});

/** GET /api/article-categories/: `[{ id, name, style_name, slug, url, urls }]` in editor order. */
articlesApi.on("GET", slashOptional("/api/article-categories/"), async (c) => {
  return c.json(await listArticleCategories(c.env.DB, c.get("lang")));
});

/** GET /{lang}/api/article-tags/: every tag with its article count (the magazine's tags page). */
articlesApi.on("GET", slashOptional("/:lang{de|en}/api/article-tags/"), async (c) => {
  return c.json(await listArticleTags(c.env.DB, c.get("lang"), isoSeconds(new Date())));
});

/** GET /{lang}/api/article-tags/{id}/: one tag (headline of the tag page; its articles come from /api/articles/?tag=). */
articlesApi.on("GET", slashOptional("/:lang{de|en}/api/article-tags/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const tag = id === null ? null : await getArticleTag(c.env.DB, c.get("lang"), id);
  return tag ? c.json(tag) : notFound(c);
});
