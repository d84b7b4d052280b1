import type * as v from "valibot";
import { DateText } from "../../components/ui/DateTime";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import type { Lang } from "../../lib/languages";
import type { ArticleListItem } from "../../schemas/articles";
import type { ModuleViewProps } from "../types";
import type { BlogTeaserListModule } from "./schema";

function ArticleTeaser({ article, lang, main }: { article: ArticleListItem; lang: Lang; main?: boolean }) {
  return (
    <article className={main ? "article-teaser article-teaser--main" : "article-teaser"}>
      {article.image_obj && (
        <div className="article-teaser__image">
          <ResponsiveImage
            base={article.image_obj.key}
            alt=""
            sizes={
              main ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
            }
          />
        </div>
      )}
      <div className="article-teaser__body">
        {article.category && <p className="article-teaser__category">{article.category.name}</p>}
        <h3 className="article-teaser__title">
          <SmartLink href={article.url}>{article.title}</SmartLink>
        </h3>
        <p className="article-teaser__meta">
          <DateText value={article.published_at} lang={lang} />
          {article.author && ` · ${article.author}`}
        </p>
        {article.teaser && <p className="article-teaser__text">{article.teaser}</p>}
      </div>
    </article>
  );
}

/** The main teaser large, then the newest `items` articles. */
export function BlogTeaserListView({ data, lang }: ModuleViewProps<v.InferOutput<typeof BlogTeaserListModule>>) {
  const main = data.main_teaser_obj;
  const articles = data.article_objs.filter((article) => article.id !== main?.id).slice(0, data.items);
  if (!main && articles.length === 0) return null;
  return (
    <div className="module-blog-teaser-list">
      {main && <ArticleTeaser article={main} lang={lang} main />}
      {articles.length > 0 && (
        <ul className="module-blog-teaser-list__items">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleTeaser article={article} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
