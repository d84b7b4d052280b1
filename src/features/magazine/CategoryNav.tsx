import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n/use-lang";
import type { Lang } from "../../lib/languages";
import type { ArticleCategory } from "../../schemas/articles";

/** Which entry of the category list is the current page. */
export type CategoryNavCurrent = "all" | "topics" | number | null;

interface CategoryNavProps {
  lang: Lang;
  categories: ArticleCategory[];
  current: CategoryNavCurrent;
}

/** The router marks links active by path prefix; the list says itself which entry is current. */
const exact = { exact: true, includeSearch: false } as const;

/** SPEC §2 "Magazine overview": All, one link per category, All Topics (the tags page). */
export function CategoryNav({ lang, categories, current }: CategoryNavProps) {
  const t = useT();
  const ariaCurrent = (entry: CategoryNavCurrent) => (entry === current ? ("page" as const) : undefined);
  return (
    <nav aria-label={t("magazine.categories")} className="category-nav">
      <ul>
        <li>
          <Link to="/$lang/mediathek-en" params={{ lang }} aria-current={ariaCurrent("all")} activeOptions={exact}>
            {t("common.all")}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id} className={`category-nav__item category-nav__item--${category.style_name}`}>
            <Link
              to="/$lang/mediathek-en/categories/$category/$id"
              params={{ lang, category: category.slug, id: String(category.id) }}
              aria-current={ariaCurrent(category.id)}
              activeOptions={exact}
            >
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/$lang/mediathek-en/tags"
            params={{ lang }}
            aria-current={ariaCurrent("topics")}
            activeOptions={exact}
          >
            {t("magazine.allTopics")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
