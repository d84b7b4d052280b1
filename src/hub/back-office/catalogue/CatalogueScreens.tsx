import { useStore } from "@tanstack/react-form";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { themes } from "../../../lib/theme";
import { ExhibitionTypeBody, type ExhibitionTypeItem } from "../../../schemas/back-office/exhibition-types";
import { SeasonBody, type SeasonItem } from "../../../schemas/back-office/seasons";
import { SeriesBody, type SeriesItem } from "../../../schemas/back-office/series";
import { HubPage } from "../../HubPage";
import { formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { useDerivedSlug } from "../derived-slug";
import { Bilingual, BilingualText } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";

/** Seasons, series and exhibition types in the back office (issue 27): a list and a form each. */

const TEXTS = {
  de: {
    seasons: "Spielzeiten",
    season: "Spielzeit",
    series: "Reihen",
    oneSeries: "Reihe",
    types: "Ausstellungsarten",
    type: "Ausstellungsart",
    name: "Name",
    slug: "Slug (Adresse)",
    slugHelp: "Folgt dem deutschen Namen, bis Sie ihn ändern.",
    start: "Erster Tag",
    end: "Letzter Tag",
    productions: "Produktionen",
    events: "Termine",
    uses: "Verwendet",
    description: "Beschreibung",
    image: "Bild",
    theme: "Bereich (Farbwelt)",
    showInFilter: "Im Programm-Filter anbieten",
    inFilter: "Im Filter",
    yes: "ja",
    no: "nein",
    create: (what: string) => `${what}: neu`,
  },
  en: {
    seasons: "Seasons",
    season: "Season",
    series: "Series",
    oneSeries: "Series",
    types: "Exhibition types",
    type: "Exhibition type",
    name: "Name",
    slug: "Slug (address)",
    slugHelp: "Follows the German name until you change it.",
    start: "First day",
    end: "Last day",
    productions: "Productions",
    events: "Dates",
    uses: "Used",
    description: "Description",
    image: "Image",
    theme: "Division (colours)",
    showInFilter: "Offer in the programme's filter",
    inFilter: "In filter",
    yes: "yes",
    no: "no",
    create: (what: string) => `${what}: new`,
  },
};

const THEME_OPTIONS = themes.map((theme) => ({ value: theme, label: theme.toUpperCase() }));

type Named = { id: number; name_de: string; name_en: string };

/** The name column every one of these lists starts with, linking to the item's form. */
function useNameColumn<Row extends Named>(resource: string): ColumnDef<Row, unknown> {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  return useMemo(
    () => ({
      id: "name",
      header: text.name,
      enableSorting: true,
      cell: ({ row }) => (
        <ItemLink resource={resource} id={row.original.id}>
          {row.original[lang === "de" ? "name_de" : "name_en"]}
        </ItemLink>
      ),
    }),
    [text, lang, resource],
  );
}

export function SeasonList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const name = useNameColumn<SeasonItem>("seasons");
  const columns = useMemo<ColumnDef<SeasonItem, unknown>[]>(
    () => [
      name,
      { id: "start", header: text.start, enableSorting: true, cell: ({ row }) => row.original.date_start },
      { id: "date_end", header: text.end, cell: ({ row }) => row.original.date_end },
      {
        id: "productions",
        header: text.productions,
        cell: ({ row }) => formatHubNumber(lang, row.original.productions),
      },
    ],
    [name, text, lang],
  );
  return (
    <ItemList<SeasonItem>
      resource="seasons"
      title={text.seasons}
      caption={text.seasons}
      columns={columns}
      searchLabel={text.name}
    />
  );
}

export function SeasonItemScreen({ id }: { id: string }) {
  return (
    <ItemLoader<SeasonItem> resource="seasons" id={id}>
      {(item) => <SeasonForm item={item} />}
    </ItemLoader>
  );
}

function SeasonForm({ item }: { item: SeasonItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({
    resource: "seasons",
    item,
    schema: SeasonBody,
    values: (loaded) => ({
      name_de: loaded?.name_de ?? "",
      name_en: loaded?.name_en ?? "",
      slug: loaded?.slug ?? "",
      date_start: loaded?.date_start ?? "",
      date_end: loaded?.date_end ?? "",
      show_in_filter: loaded?.show_in_filter ?? true,
    }),
  });
  const [nameDe, slug] = useStore(form.store, (state) => [state.values.name_de, state.values.slug] as const);
  useDerivedSlug(nameDe, slug, (derived) => form.setFieldValue("slug", derived));
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.create(text.season);
  return (
    <HubPage title={title} intro={<BackToList resource="seasons" />}>
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource="seasons" item={item} name={item.name_de} />}
      >
        <BilingualText form={form} name="name" label={text.name} required maxLength={200} />
        <form.AppField name="slug">
          {(field) => <field.TextField label={text.slug} help={text.slugHelp} required maxLength={120} />}
        </form.AppField>
        <form.AppField name="date_start">
          {(field) => <field.TextField type="date" label={text.start} required />}
        </form.AppField>
        <form.AppField name="date_end">
          {(field) => <field.TextField type="date" label={text.end} required />}
        </form.AppField>
        <form.AppField name="show_in_filter">{(field) => <field.Checkbox label={text.showInFilter} />}</form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}

export function SeriesList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const name = useNameColumn<SeriesItem>("series");
  const columns = useMemo<ColumnDef<SeriesItem, unknown>[]>(
    () => [
      name,
      {
        id: "show_in_filter",
        header: text.inFilter,
        cell: ({ row }) => (row.original.show_in_filter ? text.yes : text.no),
      },
      {
        id: "events",
        header: text.events,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.events),
      },
    ],
    [name, text, lang],
  );
  return (
    <ItemList<SeriesItem>
      resource="series"
      title={text.series}
      caption={text.series}
      columns={columns}
      searchLabel={text.name}
    />
  );
}

export function SeriesItemScreen({ id }: { id: string }) {
  return (
    <ItemLoader<SeriesItem> resource="series" id={id}>
      {(item) => <SeriesForm item={item} />}
    </ItemLoader>
  );
}

function SeriesForm({ item }: { item: SeriesItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({
    resource: "series",
    item,
    schema: SeriesBody,
    values: (loaded) => ({
      name_de: loaded?.name_de ?? "",
      name_en: loaded?.name_en ?? "",
      slug_de: loaded?.slug_de ?? "",
      slug_en: loaded?.slug_en ?? "",
      description_de: loaded?.description_de ?? "",
      description_en: loaded?.description_en ?? "",
      image: loaded?.image ?? null,
      theme: loaded?.theme ?? "wkm",
      show_in_filter: loaded?.show_in_filter ?? true,
    }),
  });
  const [sourceDe, sourceEn, slugDe, slugEn] = useStore(form.store, ({ values }) => [
    values.name_de,
    values.name_en,
    values.slug_de,
    values.slug_en,
  ]);
  useDerivedSlug(sourceDe, slugDe, (slug) => form.setFieldValue("slug_de", slug));
  useDerivedSlug(sourceEn, slugEn, (slug) => form.setFieldValue("slug_en", slug));
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.create(text.oneSeries);
  return (
    <HubPage title={title} intro={<BackToList resource="series" />}>
      <PublicLinks urls={item?.urls ?? null} />
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource="series" item={item} name={item.name_de} />}
      >
        <BilingualText form={form} name="name" label={text.name} required maxLength={200} />
        <BilingualText form={form} name="slug" label={text.slug} help={text.slugHelp} required maxLength={120} />
        <Bilingual label={text.description}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "description_de" : "description_en"}>
              {(field) => <field.RichText label={label} lang={language} />}
            </form.AppField>
          )}
        </Bilingual>
        <form.AppField name="image">{(field) => <field.Image label={text.image} />}</form.AppField>
        <form.AppField name="theme">
          {(field) => <field.Select label={text.theme} options={THEME_OPTIONS} />}
        </form.AppField>
        <form.AppField name="show_in_filter">{(field) => <field.Checkbox label={text.showInFilter} />}</form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}

export function ExhibitionTypeList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const name = useNameColumn<ExhibitionTypeItem>("exhibition-types");
  const columns = useMemo<ColumnDef<ExhibitionTypeItem, unknown>[]>(
    () => [
      name,
      { id: "slug", header: text.slug, cell: ({ row }) => row.original.slug },
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
    [name, text, lang],
  );
  return (
    <ItemList<ExhibitionTypeItem>
      resource="exhibition-types"
      title={text.types}
      caption={text.types}
      columns={columns}
      searchLabel={text.name}
    />
  );
}

export function ExhibitionTypeItemScreen({ id }: { id: string }) {
  return (
    <ItemLoader<ExhibitionTypeItem> resource="exhibition-types" id={id}>
      {(item) => <ExhibitionTypeForm item={item} />}
    </ItemLoader>
  );
}

function ExhibitionTypeForm({ item }: { item: ExhibitionTypeItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({
    resource: "exhibition-types",
    item,
    schema: ExhibitionTypeBody,
    values: (loaded) => ({
      name_de: loaded?.name_de ?? "",
      name_en: loaded?.name_en ?? "",
      slug: loaded?.slug ?? "",
      show_in_filter: loaded?.show_in_filter ?? true,
    }),
  });
  const [nameDe, slug] = useStore(form.store, (state) => [state.values.name_de, state.values.slug] as const);
  useDerivedSlug(nameDe, slug, (derived) => form.setFieldValue("slug", derived));
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.create(text.type);
  return (
    <HubPage title={title} intro={<BackToList resource="exhibition-types" />}>
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource="exhibition-types" item={item} name={item.name_de} />}
      >
        <BilingualText form={form} name="name" label={text.name} required maxLength={200} />
        <form.AppField name="slug">
          {(field) => <field.TextField label={text.slug} help={text.slugHelp} required maxLength={120} />}
        </form.AppField>
        <form.AppField name="show_in_filter">{(field) => <field.Checkbox label={text.showInFilter} />}</form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
