import { useRouterState } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { FilterOptionBody, type FilterOptionItem } from "../../../schemas/back-office/taxonomies";
import { HubPage } from "../../HubPage";
import { formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { BilingualText } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, useItemForm } from "../ItemScreen";

/** The programme's plain options (genres, event tags, production tags): one list and one form for all three. */

type TaxonomyPath = "genres" | "event-tags" | "production-tags";

const TEXTS = {
  de: {
    titles: {
      genres: "Genres",
      "event-tags": "Schlagwörter der Termine",
      "production-tags": "Schlagwörter der Produktionen",
    } as Record<TaxonomyPath, string>,
    one: {
      genres: "Genre",
      "event-tags": "Schlagwort (Termine)",
      "production-tags": "Schlagwort (Produktionen)",
    } as Record<TaxonomyPath, string>,
    intro:
      "Optionen der Filter im Programm. Verborgene Optionen bleiben an den Einträgen, der Filter bietet sie nicht an.",
    search: "Name",
    name: "Name",
    inFilter: "Im Filter",
    uses: "Verwendet",
    yes: "ja",
    no: "nein",
    showInFilter: "Im Programm-Filter anbieten",
    create: (what: string) => `${what}: neu`,
  },
  en: {
    titles: { genres: "Genres", "event-tags": "Event tags", "production-tags": "Production tags" } as Record<
      TaxonomyPath,
      string
    >,
    one: { genres: "Genre", "event-tags": "Event tag", "production-tags": "Production tag" } as Record<
      TaxonomyPath,
      string
    >,
    intro: "Options of the programme's filters. Hidden options stay on their entries; the filter does not offer them.",
    search: "Name",
    name: "Name",
    inFilter: "In filter",
    uses: "Used",
    yes: "yes",
    no: "no",
    showInFilter: "Offer in the programme's filter",
    create: (what: string) => `${what}: new`,
  },
};

/** Which of the three the address names (`/cms-hub/genres/…`). */
function useTaxonomyPath(): TaxonomyPath {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const segment = pathname.split("/")[2];
  return segment === "event-tags" || segment === "production-tags" ? segment : "genres";
}

export function TaxonomyList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const resource = useTaxonomyPath();
  const columns = useMemo<ColumnDef<FilterOptionItem, unknown>[]>(
    () => [
      {
        id: "name",
        header: text.name,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource={resource} id={row.original.id}>
            {row.original[lang === "de" ? "name_de" : "name_en"]}
          </ItemLink>
        ),
      },
      {
        id: "show_in_filter",
        header: text.inFilter,
        cell: ({ row }) => (row.original.show_in_filter ? text.yes : text.no),
      },
      {
        id: "uses",
        header: text.uses,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.uses),
      },
    ],
    [text, lang, resource],
  );
  return (
    <ItemList<FilterOptionItem>
      resource={resource}
      title={text.titles[resource]}
      intro={<p>{text.intro}</p>}
      caption={text.titles[resource]}
      columns={columns}
      searchLabel={text.search}
    />
  );
}

export function TaxonomyItem({ id }: { id: string }) {
  const resource = useTaxonomyPath();
  return (
    <ItemLoader<FilterOptionItem> resource={resource} id={id}>
      {(item) => <TaxonomyForm resource={resource} item={item} />}
    </ItemLoader>
  );
}

function TaxonomyForm({ resource, item }: { resource: TaxonomyPath; item: FilterOptionItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({
    resource,
    item,
    schema: FilterOptionBody,
    values: (loaded) => ({
      name_de: loaded?.name_de ?? "",
      name_en: loaded?.name_en ?? "",
      show_in_filter: loaded?.show_in_filter ?? true,
    }),
  });
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.create(text.one[resource]);
  return (
    <HubPage title={title} intro={<BackToList resource={resource} />}>
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={resource} item={item} name={item.name_de} />}
      >
        <BilingualText form={form} name="name" label={text.name} required maxLength={200} />
        <form.AppField name="show_in_filter">{(field) => <field.Checkbox label={text.showInFilter} />}</form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
