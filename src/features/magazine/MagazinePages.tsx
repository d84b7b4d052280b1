import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Crumb } from "../../components/layout/Breadcrumb";
import { PageHeader } from "../../components/layout/PageHeader";
import { DateText } from "../../components/ui/DateTime";
import { articleNode, JsonLd } from "../../components/ui/json-ld";
import { Pagination, pageCountOf } from "../../components/ui/Pagination";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { Translate } from "../../i18n/messages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { ARTICLES_PAGE_SIZE } from "../../lib/page-sizes";
import type { ArticleCategory } from "../../schemas/articles";
import { ArticleList } from "./ArticleList";
import { CategoryNav } from "./CategoryNav";
import {
  articleCategoriesQuery,
  articleQuery,
  articlesQuery,
  articleTagQuery,
  articleTagsQuery,
  RELATED_ARTICLES,
  relatedArticlesQuery,
} from "./queries";

interface ListProps {
  api: ApiClient;
  lang: Lang;
  page: number;
}

/** The magazine overview as a breadcrumb level of its category and tag pages. */
function magazineCrumb(lang: Lang, t: Translate): Crumb {
  return { label: t("magazine.title"), href: `/${lang}/mediathek-${lang}` };
}

/** The magazine overview (SPEC §2): category list, then every article, newest first, page by page. */
export function MagazineOverviewPage({ api, lang, page }: ListProps) {
  const t = useT();
  const { data: categories } = useSuspenseQuery(articleCategoriesQuery(api, lang));
  const { data } = useSuspenseQuery(articlesQuery(api, lang, { page }));
  return (
    <div className="magazine-page">
      <PageHeader variant="magazine" title={t("magazine.title")} />
      <CategoryNav lang={lang} categories={categories} current="all" />
      <ArticleList lang={lang} articles={data.results} featured={page === 1} />
      <Pagination
        page={page}
        pageCount={pageCountOf(data.count, ARTICLES_PAGE_SIZE)}
        renderLink={(target, props) => (
          <Link
            to="/$lang/mediathek-en"
            params={{ lang }}
            search={{ page: target > 1 ? target : undefined }}
            {...props}
          />
        )}
      />
    </div>
  );
}

/** A category's articles; `category` comes from the category list (the loader made sure it exists). */
export function MagazineCategoryPage({ api, lang, page, category }: ListProps & { category: ArticleCategory }) {
  const t = useT();
  const { data: categories } = useSuspenseQuery(articleCategoriesQuery(api, lang));
  const { data } = useSuspenseQuery(articlesQuery(api, lang, { category: category.id, page }));
  return (
    <div className="magazine-page">
      <PageHeader
        variant="magazine"
        preline={t("magazine.title")}
        title={category.name}
        crumbs={[magazineCrumb(lang, t)]}
      />
      <CategoryNav lang={lang} categories={categories} current={category.id} />
      <ArticleList lang={lang} articles={data.results} />
      <Pagination
        page={page}
        pageCount={pageCountOf(data.count, ARTICLES_PAGE_SIZE)}
        renderLink={(target, props) => (
          <Link
            to="/$lang/mediathek-en/categories/$category/$id"
            params={{ lang, category: category.slug, id: String(category.id) }}
            search={{ page: target > 1 ? target : undefined }}
            {...props}
          />
        )}
      />
    </div>
  );
}

/** 'All Topics': every tag with its number of articles. */
export function MagazineTagsPage({ api, lang }: { api: ApiClient; lang: Lang }) {
  const t = useT();
  const { data: categories } = useSuspenseQuery(articleCategoriesQuery(api, lang));
  const { data: tags } = useSuspenseQuery(articleTagsQuery(api, lang));
  return (
    <div className="magazine-page">
      <PageHeader
        variant="magazine"
        preline={t("magazine.title")}
        title={t("magazine.allTopics")}
        crumbs={[magazineCrumb(lang, t)]}
      />
      <CategoryNav lang={lang} categories={categories} current="topics" />
      {tags.length === 0 ? (
        <p>{t("magazine.noTags")}</p>
      ) : (
        <ul className="tag-list">
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link to="/$lang/mediathek-en/tags/$tag/$id" params={{ lang, tag: tag.slug, id: String(tag.id) }}>
                {tag.name}
              </Link>{" "}
              <span className="tag-list__count">{t("magazine.articleCount", { count: tag.article_count })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A tag's articles. */
export function MagazineTagPage({ api, lang, page, id }: ListProps & { id: number }) {
  const t = useT();
  const { data: categories } = useSuspenseQuery(articleCategoriesQuery(api, lang));
  const { data: tag } = useSuspenseQuery(articleTagQuery(api, lang, id));
  const { data } = useSuspenseQuery(articlesQuery(api, lang, { tag: tag.id, page }));
  return (
    <div className="magazine-page">
      <PageHeader
        variant="magazine"
        preline={t("magazine.title")}
        title={t("magazine.tagTitle", { name: tag.name })}
        crumbs={[magazineCrumb(lang, t)]}
      />
      <CategoryNav lang={lang} categories={categories} current={null} />
      <ArticleList lang={lang} articles={data.results} />
      <Pagination
        page={page}
        pageCount={pageCountOf(data.count, ARTICLES_PAGE_SIZE)}
        renderLink={(target, props) => (
          <Link
            to="/$lang/mediathek-en/tags/$tag/$id"
            params={{ lang, tag: tag.slug, id: String(tag.id) }}
            search={{ page: target > 1 ? target : undefined }}
            {...props}
          />
        )}
      />
    </div>
  );
}

/** A magazine article: meta line, image, teaser, body, tags and related articles. */
export function MagazineArticlePage({ api, lang, id }: { api: ApiClient; lang: Lang; id: number }) {
  const t = useT();
  const { data: article } = useSuspenseQuery(articleQuery(api, lang, id));
  // Secondary content: the loader usually has it; a failure leaves the section out, not the page.
  const { data: relatedPage } = useQuery(relatedArticlesQuery(api, lang, article.category?.id));
  const related = (relatedPage?.results ?? []).filter((other) => other.id !== article.id).slice(0, RELATED_ARTICLES);
  return (
    <article className="magazine-article">
      <JsonLd node={(origin) => articleNode(article, origin)} />
      <header className="page-header">
        {article.category && (
          <p className="page-header__preline">
            <Link
              to="/$lang/mediathek-en/categories/$category/$id"
              params={{ lang, category: article.category.slug, id: String(article.category.id) }}
            >
              {article.category.name}
            </Link>
          </p>
        )}
        <h1>{article.title}</h1>
        <p className="magazine-article__meta">
          <DateText value={article.published_at} lang={lang} style="long" />
          {article.author && <span>{` · ${t("magazine.by", { author: article.author })}`}</span>}
        </p>
      </header>
      {article.image_obj && (
        <ResponsiveImage
          base={article.image_obj.key}
          alt={article.image_obj.alt}
          sizes="(min-width: 1024px) 66vw, 100vw"
          eager
        />
      )}
      {article.teaser && <p className="magazine-article__teaser">{article.teaser}</p>}
      {article.body && <SanitisedHtml html={article.body} className="rich-text magazine-article__body" />}
      {article.tags.length > 0 && (
        <nav aria-label={t("magazine.tags")} className="magazine-article__tags">
          <ul className="chip-list">
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <Link to="/$lang/mediathek-en/tags/$tag/$id" params={{ lang, tag: tag.slug, id: String(tag.id) }}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="article-related" className="magazine-article__related">
          <h2 id="article-related">{t("magazine.related")}</h2>
          <ArticleList lang={lang} articles={related} headingLevel={3} />
        </section>
      )}
      <p className="back-link">
        <Link to="/$lang/mediathek-en" params={{ lang }} activeOptions={{ exact: true }}>
          {t("magazine.back")}
        </Link>
      </p>
    </article>
  );
}
