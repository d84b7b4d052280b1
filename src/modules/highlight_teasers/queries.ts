import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { ArticleListItem, ArticlesPage } from "../../schemas/articles";

/** How many articles a highlight teasers module shows. */
const HIGHLIGHT_COUNT = 3;

/** The newest articles of several categories, newest first, each once. */
function newestArticles(lists: ArticleListItem[][], count: number): ArticleListItem[] {
  const seen = new Set<number>();
  return lists
    .flat()
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)
    .filter((article) => !seen.has(article.id) && seen.add(article.id))
    .slice(0, count);
}

/** First pages of GET /{lang}/api/articles/ per category (or of all), merged. */
export const highlightsQuery = (api: ApiClient, lang: Lang, categories: number[]) =>
  queryOptions({
    queryKey: ["module-highlights", lang, categories],
    queryFn: async () => {
      const filters = categories.length > 0 ? categories.map((category) => ({ category })) : [{}];
      const pages = await Promise.all(filters.map((query) => api.get<ArticlesPage>(`/${lang}/api/articles/`, query)));
      return newestArticles(
        pages.map((page) => page.results),
        HIGHLIGHT_COUNT,
      );
    },
  });
