import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef } from "react";
import { DateText } from "../../components/ui/DateTime";
import { EventStatusMark } from "../../components/ui/EventStatusMark";
import { Pagination, pageCountOf } from "../../components/ui/Pagination";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { SEARCH_PAGE_SIZE, type SearchKind, type SearchOverview, type SearchResult } from "../../schemas/search";
import { type SearchGroup, searchGroups, searchOverviewQuery, searchParamValue, searchQuery } from "./queries";

interface SearchPageProps {
  api: ApiClient;
  lang: Lang;
  /** Trimmed search text; undefined shows the form only. */
  q: string | undefined;
  /** undefined is 'All': the first results of both groups. */
  category: SearchGroup | undefined;
  page: number;
}

const kindKeys = {
  event: "search.kind.event",
  production: "search.kind.production",
  article: "search.kind.article",
  page: "search.kind.page",
  person: "search.kind.person",
  venue: "search.kind.venue",
} as const satisfies Record<SearchKind, string>;

const groupKeys = { events: "search.events", others: "search.others" } as const satisfies Record<SearchGroup, string>;

/** Site search (SPEC §2): search form, category navigation with counts, results and pagination. */
export function SearchPage({ api, lang, q, category, page }: SearchPageProps) {
  const t = useT();
  return (
    <div className="search-page">
      <header className="page-header">
        <h1>{q ? t("search.resultsFor", { query: q }) : t("search.title")}</h1>
      </header>
      <SearchForm lang={lang} q={q} category={category} />
      {q && <SearchResults api={api} lang={lang} q={q} category={category} page={page} />}
    </div>
  );
}

function SearchResults({ api, lang, q, category, page }: SearchPageProps & { q: string }) {
  const { data: overview } = useSuspenseQuery(searchOverviewQuery(api, lang, q));
  if (overview.events.count + overview.others.count === 0) return <NoResults />;
  return (
    <div className="search-page__layout">
      <SearchCategoryNav lang={lang} q={q} category={category} overview={overview} />
      <div className="search-page__results">
        {category ? (
          <GroupResults api={api} lang={lang} q={q} group={category} page={page} />
        ) : (
          <AllResults lang={lang} q={q} overview={overview} />
        )}
      </div>
    </div>
  );
}

function SearchForm({ lang, q, category }: { lang: Lang; q: string | undefined; category: SearchGroup | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  // A search from the header or from history shows its own text here; the one typed here stays
  // as typed (and keeps the focus).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = field.current;
    if (input && input.value.trim() !== (q ?? "")) input.value = q ?? "";
  }, [q]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    // SPEC §5: submitting needs text.
    if (!text) return;
    // SPEC §2: a category in the current route is kept, with the page back at 1.
    void navigate({
      to: "/$lang/search/{-$category}/{-$page}",
      params: { lang, category, page: undefined },
      search: { q: searchParamValue(text) },
    });
  };
  return (
    // Without JavaScript the browser's GET submit lands on the same route.
    <search className="search-page__form">
      <form method="get" action={`/${lang}/search${category ? `/${category}` : ""}`} onSubmit={onSubmit}>
        <label htmlFor="search-page-q">{t("search.label")}</label>
        <div className="search-page__field">
          {/* Not `required`: SPEC §4 wants an empty submit to do nothing, not to show a browser bubble. */}
          <input ref={field} id="search-page-q" type="search" name="q" defaultValue={q} maxLength={200} />
          <button type="submit" className="button">
            {t("search.submit")}
          </button>
        </div>
      </form>
    </search>
  );
}

/** The navigation list by category (SPEC §2), each entry with its number of results. */
function SearchCategoryNav({
  lang,
  q,
  category,
  overview,
}: {
  lang: Lang;
  q: string;
  category: SearchGroup | undefined;
  overview: SearchOverview;
}) {
  const t = useT();
  const entries: [SearchGroup | undefined, string, number][] = [
    [undefined, t("common.all"), overview.events.count + overview.others.count],
    ...searchGroups.map((group): [SearchGroup, string, number] => [group, t(groupKeys[group]), overview[group].count]),
  ];
  return (
    <nav aria-label={t("search.categories")} className="search-categories">
      <ul>
        {entries.map(([entry, label, count]) => (
          <li key={entry ?? "all"}>
            <Link
              to="/$lang/search/{-$category}/{-$page}"
              params={{ lang, category: entry, page: undefined }}
              search={{ q: searchParamValue(q) }}
              aria-current={entry === category ? "page" : undefined}
              // The router would mark 'All' active on every category by path prefix.
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {label} <span className="search-categories__count">({count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GroupHeading({ group, count }: { group: SearchGroup; count: number }) {
  const t = useT();
  return (
    <h2 id={`search-${group}`}>
      {t(groupKeys[group])} <span className="search-group__count">({count})</span>
    </h2>
  );
}

/** 'All': the first results of each group that has any, each with a link to the rest. */
function AllResults({ lang, q, overview }: { lang: Lang; q: string; overview: SearchOverview }) {
  const t = useT();
  return (
    <>
      {searchGroups.map((group) => {
        const data = overview[group];
        if (data.count === 0) return null;
        return (
          <section key={group} aria-labelledby={`search-${group}`} className="search-group">
            <GroupHeading group={group} count={data.count} />
            <ResultList results={data.results} lang={lang} />
            {data.count > data.results.length && (
              <p className="search-group__more">
                <Link
                  to="/$lang/search/{-$category}/{-$page}"
                  params={{ lang, category: group, page: undefined }}
                  search={{ q: searchParamValue(q) }}
                >
                  {t("search.showAll", { count: data.count, group: t(groupKeys[group]) })}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}

function GroupResults({
  api,
  lang,
  q,
  group,
  page,
}: {
  api: ApiClient;
  lang: Lang;
  q: string;
  group: SearchGroup;
  page: number;
}) {
  const { data } = useSuspenseQuery(searchQuery(api, lang, group, q, page));
  if (data.count === 0) return <NoResults />;
  return (
    <section aria-labelledby={`search-${group}`} className="search-group">
      <GroupHeading group={group} count={data.count} />
      <ResultList results={data.results} lang={lang} />
      <Pagination
        page={page}
        pageCount={pageCountOf(data.count, SEARCH_PAGE_SIZE)}
        renderLink={(target, props) => (
          <Link
            to="/$lang/search/{-$category}/{-$page}"
            params={{ lang, category: group, page: target > 1 ? String(target) : undefined }}
            search={{ q: searchParamValue(q) }}
            {...props}
          />
        )}
      />
    </section>
  );
}

function NoResults() {
  const t = useT();
  return (
    <p className="search-page__empty" role="status">
      {t("search.noResults")}
    </p>
  );
}

function ResultList({ results, lang }: { results: SearchResult[]; lang: Lang }) {
  const t = useT();
  return (
    <ul className="search-results">
      {results.map((result) => (
        <li key={`${result.kind}:${result.id}`}>
          <article className="search-result">
            <h3 className="search-result__title">
              <SmartLink href={result.url}>{result.title}</SmartLink>
            </h3>
            <p className="search-result__meta">
              <span className={`search-result__kind search-result__kind--${result.kind}`}>
                {t(kindKeys[result.kind])}
              </span>
              {result.date && (
                <>
                  {" · "}
                  <DateText value={result.date} lang={lang} />
                </>
              )}
            </p>
            <EventStatusMark event={result} className="search-result__status" />
            {result.text && <p className="search-result__text">{result.text}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
