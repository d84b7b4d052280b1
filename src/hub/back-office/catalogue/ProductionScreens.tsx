import { useStore } from "@tanstack/react-form";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { themes } from "../../../lib/theme";
import { ProductionBody, type ProductionDate, type ProductionItem } from "../../../schemas/back-office/productions";
import { hubReadQuery, useHubApi } from "../../api";
import { messagesOf } from "../../form/form";
import { HubPage } from "../../HubPage";
import { useListQuery } from "../../list-state";
import { formatHubDateTime, formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { AccessFields } from "../AccessFields";
import { useDerivedSlug } from "../derived-slug";
import { Bilingual, BilingualText, ImageWithAlt, RefChecklist, RefSelect } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";
import { DateSeriesDialog } from "./DateSeriesDialog";

/** Productions in the back office (issue 27): the list and the form, with the production's dates. */

const TEXTS = {
  de: {
    productions: "Produktionen",
    production: "Produktion",
    title: "Titel",
    subtitle: "Untertitel",
    description: "Beschreibung",
    slug: "Slug (Adresse)",
    slugHelp: "Folgt dem Titel, bis Sie ihn ändern.",
    image: "Bild",
    alt: "Alternativtext des Bildes",
    season: "Spielzeit",
    type: "Ausstellungsart",
    genre: "Genre",
    tags: "Schlagwörter",
    persons: "Beteiligte",
    noPersons: "Noch niemand.",
    addPerson: "Person hinzufügen",
    role: "Rolle",
    removePerson: (name: string) => `${name} entfernen`,
    remove: "Entfernen",
    theme: "Bereich (Farbwelt)",
    online: "Online (auf der Website sichtbar)",
    dates: "Termine",
    noDates: "Noch keine Termine.",
    newSeries: "Terminserie anlegen",
    status: { scheduled: "geplant", cancelled: "abgesagt", postponed: "verschoben" } as Record<string, string>,
    offline: "offline",
    updated: "Geändert",
    search: "Titel oder Slug",
    allSeasons: "Alle Spielzeiten",
    anyState: "Online und offline",
    onlyOnline: "Nur online",
    onlyOffline: "Nur offline",
    state: "Sichtbarkeit",
    yes: "ja",
    no: "nein",
    create: "Produktion: neu",
    loading: "Wird geladen …",
  },
  en: {
    productions: "Productions",
    production: "Production",
    title: "Title",
    subtitle: "Subtitle",
    description: "Description",
    slug: "Slug (address)",
    slugHelp: "Follows the title until you change it.",
    image: "Image",
    alt: "Alt text of the image",
    season: "Season",
    type: "Exhibition type",
    genre: "Genre",
    tags: "Tags",
    persons: "People",
    noPersons: "Nobody yet.",
    addPerson: "Add a person",
    role: "Role",
    removePerson: (name: string) => `Remove ${name}`,
    remove: "Remove",
    theme: "Division (colours)",
    online: "Online (shown on the website)",
    dates: "Dates",
    noDates: "No dates yet.",
    newSeries: "Create a series of dates",
    status: { scheduled: "scheduled", cancelled: "cancelled", postponed: "postponed" } as Record<string, string>,
    offline: "offline",
    updated: "Changed",
    search: "Title or slug",
    allSeasons: "All seasons",
    anyState: "Online and offline",
    onlyOnline: "Online only",
    onlyOffline: "Offline only",
    state: "Visibility",
    yes: "yes",
    no: "no",
    create: "Production: new",
    loading: "Loading …",
  },
};

const THEME_OPTIONS = themes.map((theme) => ({ value: theme, label: theme.toUpperCase() }));

type Named = { id: number; name_de: string; name_en: string };

export function ProductionList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const columns = useMemo<ColumnDef<ProductionItem, unknown>[]>(
    () => [
      {
        id: "title",
        header: text.title,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource="productions" id={row.original.id}>
            {row.original[lang === "de" ? "title_de" : "title_en"]}
          </ItemLink>
        ),
      },
      { id: "season", header: text.season, cell: ({ row }) => row.original.season ?? "" },
      {
        id: "dates",
        header: text.dates,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.dates),
      },
      { id: "is_online", header: "Online", cell: ({ row }) => (row.original.is_online ? text.yes : text.no) },
      {
        id: "updated",
        header: text.updated,
        enableSorting: true,
        cell: ({ row }) => formatHubDateTime(lang, row.original.updated_at),
      },
    ],
    [text, lang],
  );
  return (
    <ItemList<ProductionItem>
      resource="productions"
      title={text.productions}
      caption={text.productions}
      columns={columns}
      searchLabel={text.search}
      filters={<ProductionFilters />}
      publishable
    />
  );
}

function ProductionFilters() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const [query, setQuery] = useListQuery();
  const seasons = useQuery(
    hubReadQuery<{ results: Named[] }>(api, "seasons/", { page_size: "100", sort: "start", order: "desc" }),
  );
  return (
    <>
      <label>
        {text.season}{" "}
        <select value={query.season ?? ""} onChange={(event) => setQuery({ season: event.currentTarget.value })}>
          <option value="">{text.allSeasons}</option>
          {seasons.data?.results.map((season) => (
            <option key={season.id} value={String(season.id)}>
              {season[lang === "de" ? "name_de" : "name_en"]}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        {text.state}{" "}
        <select value={query.online ?? ""} onChange={(event) => setQuery({ online: event.currentTarget.value })}>
          <option value="">{text.anyState}</option>
          <option value="yes">{text.onlyOnline}</option>
          <option value="no">{text.onlyOffline}</option>
        </select>
      </label>
    </>
  );
}

export function ProductionItemScreen({ id }: { id: string }) {
  return (
    <ItemLoader<ProductionItem> resource="productions" id={id}>
      {(item) => <ProductionForm item={item} />}
    </ItemLoader>
  );
}

/** A person's name as the persons list reads it. */
interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
}

const personName = (row: PersonRow) => `${row.first_name} ${row.last_name}`;

function ProductionForm({ item }: { item: ProductionItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const loadedNames = new Map(item?.persons.map((person) => [person.person_id, person.name]) ?? []);
  const { form, frame, guard } = useItemForm({
    resource: "productions",
    item,
    schema: ProductionBody,
    values: (loaded) => ({
      title_de: loaded?.title_de ?? "",
      title_en: loaded?.title_en ?? "",
      subtitle_de: loaded?.subtitle_de ?? "",
      subtitle_en: loaded?.subtitle_en ?? "",
      description_de: loaded?.description_de ?? "",
      description_en: loaded?.description_en ?? "",
      slug_de: loaded?.slug_de ?? "",
      slug_en: loaded?.slug_en ?? "",
      image: loaded?.image ?? null,
      image_alt_de: loaded?.image_alt_de ?? "",
      image_alt_en: loaded?.image_alt_en ?? "",
      season_id: loaded?.season_id ?? null,
      exhibition_type_id: loaded?.exhibition_type_id ?? null,
      genre_id: loaded?.genre_id ?? null,
      tags: loaded?.tags ?? [],
      persons: (loaded?.persons ?? []).map((person) => ({
        person_id: person.person_id,
        role_de: person.role_de ?? "",
        role_en: person.role_en ?? "",
      })),
      theme: loaded?.theme ?? "wkm",
      is_online: loaded?.is_online ?? true,
      access: loaded?.access ?? null,
    }),
  });
  const [sourceDe, sourceEn, slugDe, slugEn] = useStore(form.store, ({ values }) => [
    values.title_de,
    values.title_en,
    values.slug_de,
    values.slug_en,
  ]);
  useDerivedSlug(sourceDe, slugDe, (slug) => form.setFieldValue("slug_de", slug));
  useDerivedSlug(sourceEn, slugEn, (slug) => form.setFieldValue("slug_en", slug));
  const title = item ? item[lang === "de" ? "title_de" : "title_en"] : text.create;
  const optionName = (row: Named) => row[lang === "de" ? "name_de" : "name_en"];
  return (
    <HubPage title={title} intro={<BackToList resource="productions" />}>
      <PublicLinks urls={item?.urls ?? null} />
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource="productions" item={item} name={item.title_de} />}
      >
        <BilingualText form={form} name="title" label={text.title} required maxLength={200} />
        <BilingualText form={form} name="subtitle" label={text.subtitle} maxLength={300} />
        <BilingualText form={form} name="slug" label={text.slug} help={text.slugHelp} required maxLength={120} />
        <Bilingual label={text.description}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "description_de" : "description_en"}>
              {(field) => <field.RichText label={label} lang={language} />}
            </form.AppField>
          )}
        </Bilingual>
        <ImageWithAlt
          form={form}
          fields={{ image: "image", image_alt_de: "image_alt_de", image_alt_en: "image_alt_en" }}
          label={text.image}
          altLabel={text.alt}
          altHelp={undefined}
        />
        <form.Field name="season_id">
          {(field) => (
            <RefSelect<Named>
              resource="seasons"
              label={text.season}
              value={field.state.value ?? null}
              onChange={field.handleChange}
              name={optionName}
            />
          )}
        </form.Field>
        <form.Field name="exhibition_type_id">
          {(field) => (
            <RefSelect<Named>
              resource="exhibition-types"
              label={text.type}
              value={field.state.value ?? null}
              onChange={field.handleChange}
              name={optionName}
            />
          )}
        </form.Field>
        <form.Field name="genre_id">
          {(field) => (
            <RefSelect<Named>
              resource="genres"
              label={text.genre}
              value={field.state.value ?? null}
              onChange={field.handleChange}
              name={optionName}
            />
          )}
        </form.Field>
        <form.Field name="tags">
          {(field) => (
            <RefChecklist<Named>
              resource="production-tags"
              label={text.tags}
              value={field.state.value ?? []}
              onChange={field.handleChange}
              name={optionName}
            />
          )}
        </form.Field>
        <fieldset className="hub-fieldset">
          <legend>{text.persons}</legend>
          <form.AppField name="persons" mode="array">
            {(rows) => {
              const persons = rows.state.value ?? [];
              return (
                <>
                  {persons.length === 0 && <p>{text.noPersons}</p>}
                  <ul className="item-form__rows">
                    {persons.map((person, index) => {
                      const name = loadedNames.get(person.person_id) ?? `#${person.person_id}`;
                      return (
                        <li key={person.person_id}>
                          <strong>{loadedNames.get(person.person_id) ?? <PersonName id={person.person_id} />}</strong>
                          <Bilingual label={`${text.role}: ${name}`}>
                            {(language, label) => (
                              <form.AppField name={`persons[${index}].role_${language}`}>
                                {(field) => <field.TextField label={label} lang={language} maxLength={200} />}
                              </form.AppField>
                            )}
                          </Bilingual>
                          <button
                            type="button"
                            className="hub-button"
                            aria-label={text.removePerson(name)}
                            onClick={() => rows.removeValue(index)}
                          >
                            {text.remove}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                  <RefSelect<PersonRow>
                    resource="persons"
                    label={text.addPerson}
                    value={null}
                    name={personName}
                    onChange={(id) => {
                      if (id !== null && !persons.some((person) => person.person_id === id)) {
                        rows.pushValue({ person_id: id, role_de: "", role_en: "" });
                      }
                    }}
                  />
                </>
              );
            }}
          </form.AppField>
        </fieldset>
        <form.Field name="access">
          {(field) => (
            <AccessFields
              value={field.state.value}
              onChange={field.handleChange}
              errors={messagesOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.AppField name="theme">
          {(field) => <field.Select label={text.theme} options={THEME_OPTIONS} />}
        </form.AppField>
        <form.AppField name="is_online">{(field) => <field.Checkbox label={text.online} />}</form.AppField>
      </ItemFormFrame>
      {item && <ProductionDates production={item} />}
      {guard}
    </HubPage>
  );
}

/** The name of a person just added (the loaded ones come with the production). */
function PersonName({ id }: { id: number }) {
  const api = useHubApi();
  const person = useQuery(hubReadQuery<PersonRow>(api, `persons/${id}/`));
  return person.data ? personName(person.data) : `#${id}`;
}

/** The production's dates, each linking to its event's form, and the series dialog. */
function ProductionDates({ production }: { production: ProductionItem }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const [open, setOpen] = useState(false);
  const dates = useQuery(hubReadQuery<ProductionDate[]>(api, `productions/${production.id}/dates/`));
  return (
    <section className="item-form__section" aria-labelledby="production-dates">
      <h2 id="production-dates">{text.dates}</h2>
      {!dates.data ? (
        <p role="status">{text.loading}</p>
      ) : dates.data.length === 0 ? (
        <p>{text.noDates}</p>
      ) : (
        <ul>
          {dates.data.map((date) => (
            <li key={date.id}>
              <Link to="/cms-hub/$resource/{-$id}" params={{ resource: "events", id: String(date.id) }}>
                {formatHubDateTime(lang, date.date_start)}
              </Link>
              {date.venue && ` · ${date.venue}`}
              {date.status !== "scheduled" && ` · ${text.status[date.status] ?? date.status}`}
              {!date.is_online && ` · ${text.offline}`}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="hub-button" onClick={() => setOpen(true)}>
        {text.newSeries}
      </button>
      {open && <DateSeriesDialog production={production} onClose={() => setOpen(false)} />}
    </section>
  );
}
