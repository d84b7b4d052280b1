import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type {
  ArticleCategoryDetail,
  ArticleDetail,
  ArticlesPage,
  ArticleTagDetail,
  ArticleTagWithCount,
} from "../../schemas/articles";

/** GET /api/article-categories/ (language by `?lang=`). SPEC §7/§8: on failure the list is empty. */
export const articleCategoriesQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["article-categories", lang],
    queryFn: () =>
      api.get<ArticleCategoryDetail[]>("/api/article-categories/", { lang }).catch((): ArticleCategoryDetail[] => []),
    staleTime: 5 * 60_000,
  });

/** GET /{lang}/api/article-tags/: every tag with its number of articles. */
export const articleTagsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["article-tags", lang],
    queryFn: () => api.get<ArticleTagWithCount[]>(`/${lang}/api/article-tags/`),
    staleTime: 5 * 60_000,
  });

/** GET /{lang}/api/article-tags/{id}/: one tag (the tag page's headline). */
export const articleTagQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["article-tag", lang, id],
    queryFn: () => api.get<ArticleTagDetail>(`/${lang}/api/article-tags/${id}/`),
    staleTime: 5 * 60_000,
  });

export interface ArticlesFilter {
  category?: number;
  tag?: number;
  page?: number;
}

/** One page of GET /{lang}/api/articles/, optionally of one category or tag. */
export const articlesQuery = (api: ApiClient, lang: Lang, filter: ArticlesFilter) =>
  queryOptions({
    queryKey: ["articles", lang, filter],
    queryFn: () => api.get<ArticlesPage>(`/${lang}/api/articles/`, { ...filter }),
  });

/** How many related articles an article shows. */
export const RELATED_ARTICLES = 3;

/**
 * The list an article's related articles come from: the newest of its category (of the whole
 * magazine when it has none); the page shares its cache entry with the category's first page.
 */
export const relatedArticlesQuery = (api: ApiClient, lang: Lang, category: number | undefined) =>
  articlesQuery(api, lang, category === undefined ? { page: 1 } : { category, page: 1 });

/** GET /{lang}/api/articles/{id}/. */
export const articleQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["article", lang, id],
    queryFn: () => api.get<ArticleDetail>(`/${lang}/api/articles/${id}/`),
  });
