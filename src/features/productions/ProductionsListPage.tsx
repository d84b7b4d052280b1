import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { PageHeader } from "../../components/layout/PageHeader";
import { DateRange } from "../../components/ui/DateRange";
import { Pagination, pageCountOf } from "../../components/ui/Pagination";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { PRODUCTIONS_PAGE_SIZE, type ProductionListItem } from "../../schemas/productions";
import { ProductionFilters } from "./ProductionFilters";
import { type ProductionsSearch, productionFilterKeys, productionsQuery } from "./queries";

interface ProductionsListPageProps {
  api: ApiClient;
  lang: Lang;
  search: ProductionsSearch;
}

/** The productions list (SPEC §2): filters, then one page of productions with their next dates. */
export function ProductionsListPage({ api, lang, search }: ProductionsListPageProps) {
  const t = useT();
  const { data } = useSuspenseQuery(productionsQuery(api, lang, search));
  const filtered = search.date !== undefined || productionFilterKeys.some((key) => search[key] !== undefined);
  return (
    <div className="productions-page">
      <PageHeader title={t("productions.title")} />
      <ProductionFilters api={api} lang={lang} search={search} />
      {data.results.length === 0 ? (
        filtered ? (
          <div className="productions-page__empty">
            <p>{t("events.noResult")}</p>
            <p>
              <Link to="/$lang/productions" params={{ lang }} className="button" activeOptions={{ exact: true }}>
                {t("events.resetFilters")}
              </Link>
            </p>
          </div>
        ) : (
          <p className="productions-page__empty">{t("productions.empty")}</p>
        )
      ) : (
        <ul className="production-list">
          {data.results.map((production) => (
            <li key={production.id}>
              <ProductionCard production={production} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={search.page ?? 1}
        pageCount={pageCountOf(data.count, PRODUCTIONS_PAGE_SIZE)}
        renderLink={(target, props) => (
          <Link
            to="/$lang/productions"
            params={{ lang }}
            search={{ ...search, page: target > 1 ? target : undefined }}
            {...props}
          />
        )}
      />
    </div>
  );
}

function ProductionCard({ production, lang }: { production: ProductionListItem; lang: Lang }) {
  const facts = [production.exhibition_type?.name, production.genre?.name, production.season?.name].filter(Boolean);
  return (
    <article className={`production-card production-card--${production.theme}`}>
      {production.image_obj && (
        <ResponsiveImage
          base={production.image_obj.key}
          alt={production.image_obj.alt}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 100vw"
          width={400}
          height={300}
        />
      )}
      <h2 className="production-card__title">
        <SmartLink href={production.url}>{production.title}</SmartLink>
      </h2>
      {production.subtitle && <p className="production-card__subtitle">{production.subtitle}</p>}
      {production.date_start && (
        <p className="production-card__dates">
          <DateRange from={production.date_start} to={production.date_end} lang={lang} />
        </p>
      )}
      {facts.length > 0 && <p className="production-card__facts">{facts.join(" · ")}</p>}
    </article>
  );
}
