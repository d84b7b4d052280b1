import { Link } from "@tanstack/react-router";
import { DateText } from "../../components/ui/DateTime";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { useT } from "../../i18n/use-lang";
import type { Lang } from "../../lib/languages";
import type { ArticleListItem } from "../../schemas/articles";

interface ArticleListProps {
  lang: Lang;
  articles: ArticleListItem[];
  /** Heading level of the article titles (one below the page's own heading). */
  headingLevel?: 2 | 3;
  /** The first article leads the list: a wide card whose image loads at once (it is above the fold). */
  featured?: boolean;
}

/** Magazine articles as teaser cards: image, category, date, title linking to the article, teaser. */
export function ArticleList({ lang, articles, headingLevel = 2, featured = false }: ArticleListProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  if (articles.length === 0) return <p className="article-list__empty">{t("magazine.empty")}</p>;
  return (
    <ul className={featured ? "article-list article-list--featured" : "article-list"}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <article className="article-card">
            {article.image_obj && (
              <ResponsiveImage
                base={article.image_obj.key}
                alt={article.image_obj.alt}
                sizes={
                  featured && index === 0
                    ? "(min-width: 1024px) 66vw, 100vw"
                    : "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                }
                width={640}
                height={360}
                eager={featured && index === 0}
              />
            )}
            <Heading className="article-card__title">
              <Link to="/$lang/mediathek-en/$slug/$id" params={{ lang, slug: article.slug, id: String(article.id) }}>
                {article.title}
              </Link>
            </Heading>
            <p className="article-card__meta">
              {article.category && <span className="article-card__category">{`${article.category.name} · `}</span>}
              <DateText value={article.published_at} lang={lang} />
            </p>
            {article.teaser && <p className="article-card__teaser">{article.teaser}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
