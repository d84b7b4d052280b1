import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { fromInputDate, toInputDate } from "../../lib/dates";
import type { Lang } from "../../lib/languages";
import type { FilterOption } from "../../schemas/filter-options";
import {
  type ProductionFilterKey,
  type ProductionsSearch,
  productionFilterKeys,
  productionOptionsQuery,
} from "./queries";

/**
 * The new search of a submitted filter form: one key per chosen option and the date, empty
 * values dropped (SPEC §5), back to page 1.
 */
function searchFromForm(form: FormData): ProductionsSearch {
  const search: ProductionsSearch = {};
  for (const key of productionFilterKeys) {
    const id = Number(form.get(key));
    if (Number.isInteger(id) && id > 0) search[key] = id;
  }
  const date = fromInputDate(String(form.get("date") ?? ""));
  if (date) search.date = date;
  return search;
}

function OptionSelect({
  api,
  lang,
  name,
  value,
}: {
  api: ApiClient;
  lang: Lang;
  name: ProductionFilterKey;
  value: number | undefined;
}) {
  const t = useT();
  const { data: options } = useSuspenseQuery(productionOptionsQuery(api, lang, name));
  const id = `production-filter-${name}`;
  return (
    <p className="filter-form__field">
      <label htmlFor={id}>{t(`productions.filter.${name}`)}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{t("common.all")}</option>
        {options.map((option: FilterOption) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </p>
  );
}

/** The productions filter (SPEC §3 keys season, exhibition_type, tag, plus a date); applies on submit. */
export function ProductionFilters({ api, lang, search }: { api: ApiClient; lang: Lang; search: ProductionsSearch }) {
  const t = useT();
  const navigate = useNavigate();
  const active = search.date !== undefined || productionFilterKeys.some((key) => search[key] !== undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({
      to: "/$lang/productions",
      params: { lang },
      search: searchFromForm(new FormData(event.currentTarget)),
    });
  };
  return (
    // Keyed by the search so a back/forward navigation shows the filters of that URL.
    <form
      key={JSON.stringify(search)}
      className="filter-form"
      aria-label={t("productions.filterLabel")}
      onSubmit={onSubmit}
    >
      {productionFilterKeys.map((key) => (
        <OptionSelect key={key} api={api} lang={lang} name={key} value={search[key]} />
      ))}
      <p className="filter-form__field">
        <label htmlFor="production-filter-date">{t("productions.filter.date")}</label>
        <input id="production-filter-date" name="date" type="date" defaultValue={toInputDate(search.date)} />
      </p>
      <p className="filter-form__actions">
        <button type="submit" className="button">
          {t("productions.applyFilters")}
        </button>
        {active && (
          <Link
            to="/$lang/productions"
            params={{ lang }}
            className="button button--secondary"
            activeOptions={{ exact: true }}
          >
            {t("events.resetFilters")}
          </Link>
        )}
      </p>
    </form>
  );
}
