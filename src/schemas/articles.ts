import * as v from "valibot";
import { ImageObj, ImageThumbnails, Paged, PageParam, PageUrls, PositiveIntParam } from "./common";

/** GET /{lang}/api/articles/: category and tag filters (ids) and page. */
export const ArticlesQuery = v.object({
  category: v.optional(PositiveIntParam),
  tag: v.optional(PositiveIntParam),
  page: v.optional(PageParam),
});
export type ArticlesQuery = v.InferOutput<typeof ArticlesQuery>;

/** Articles in the magazine teaser (newest first). */
export const ARTICLES_TEASER_SIZE = 4;

/** SPEC §3 Article category, plus the category page's url. */
export const ArticleCategory = v.object({
  id: v.number(),
  name: v.string(),
  style_name: v.string(),
  slug: v.string(),
  url: v.string(),
});
export type ArticleCategory = v.InferOutput<typeof ArticleCategory>;

/**
 * GET /api/article-categories/: a category plus its page in each language (that list is the
 * category page's only source).
 */
export const ArticleCategoryDetail = v.object({ ...ArticleCategory.entries, urls: PageUrls });
export type ArticleCategoryDetail = v.InferOutput<typeof ArticleCategoryDetail>;

export const ArticleTag = v.object({ id: v.number(), name: v.string(), slug: v.string(), url: v.string() });
export type ArticleTag = v.InferOutput<typeof ArticleTag>;

/** GET /{lang}/api/article-tags/{id}/: the tag plus its page in each language. */
export const ArticleTagDetail = v.object({ ...ArticleTag.entries, urls: PageUrls });
export type ArticleTagDetail = v.InferOutput<typeof ArticleTagDetail>;

/** GET /{lang}/api/article-tags/: every tag with the number of its published articles. */
export const ArticleTagWithCount = v.object({ ...ArticleTag.entries, article_count: v.number() });
export type ArticleTagWithCount = v.InferOutput<typeof ArticleTagWithCount>;

export const ArticleListItem = v.object({
  id: v.number(),
  slug: v.string(),
  /** `/de/mediathek-de/{slug}/{id}` or `/en/mediathek-en/{slug}/{id}`. */
  url: v.string(),
  title: v.string(),
  teaser: v.nullable(v.string()),
  author: v.nullable(v.string()),
  published_at: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
  category: v.nullable(ArticleCategory),
  tags: v.array(ArticleTag),
});
export type ArticleListItem = v.InferOutput<typeof ArticleListItem>;

export const ArticlesPage = Paged(ArticleListItem);
export type ArticlesPage = Paged<ArticleListItem>;

/** GET /{lang}/api/articles/{id}/. */
export const ArticleDetail = v.object({
  ...ArticleListItem.entries,
  /** The page in each language, each with that language's slug; `url` is the current one. */
  urls: PageUrls,
  /** Sanitised rich-text HTML (stored sanitised; editor writes sanitise). */
  body: v.nullable(v.string()),
});
export type ArticleDetail = v.InferOutput<typeof ArticleDetail>;
