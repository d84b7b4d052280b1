import { useStore } from "@tanstack/react-form";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { PersonCategoryItem } from "../../../schemas/back-office/person-categories";
import { PersonBody, type PersonItem, type PersonRow, type PersonValues } from "../../../schemas/back-office/persons";
import { hubListQuery, useHubApi } from "../../api";
import { SelectFilter } from "../../dashboard/filters";
import { HubPage } from "../../HubPage";
import { formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { useDerivedSlug } from "../derived-slug";
import { Bilingual, BilingualText, ImageWithAlt, RefChecklist } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";

/** Persons in the back office (issue 27): the list with its category filter, and a person's form. */

const RESOURCE = "persons";

const TEXTS = {
  de: {
    title: "Personen",
    intro: "Das Team und die Mitwirkenden des Programms. Die Kategorien gruppieren die Team-Seite.",
    search: "Name oder Funktion",
    name: "Name",
    position: "Funktion",
    categories: "Kategorien",
    category: "Kategorie",
    uses: "Im Programm",
    create: "Person: neu",
    names: "Name",
    firstName: "Vorname",
    lastName: "Nachname (oder Name des Ensembles)",
    slug: "Adresse (Slug)",
    slugHelp: "Folgt dem Namen, bis Sie sie ändern.",
    contact: "Kontakt",
    email: "E-Mail",
    phone: "Telefon",
    bio: "Biografie",
    image: "Bild",
    alt: "Alternativtext des Bildes",
    altHelp: "Beschreibt das Bild für alle, die es nicht sehen; leer: der Name.",
  },
  en: {
    title: "Persons",
    intro: "The team and the programme's contributors. The categories group the team page.",
    search: "Name or function",
    name: "Name",
    position: "Function",
    categories: "Categories",
    category: "Category",
    uses: "In the programme",
    create: "Person: new",
    names: "Name",
    firstName: "First name",
    lastName: "Last name (or the ensemble's name)",
    slug: "Address (slug)",
    slugHelp: "Follows the name until you change it.",
    contact: "Contact",
    email: "E-mail",
    phone: "Phone",
    bio: "Biography",
    image: "Image",
    alt: "Alt text of the image",
    altHelp: "Describes the image for everyone who cannot see it; empty: the name.",
  },
};

const fullName = (person: { first_name?: string | undefined; last_name: string }) =>
  `${person.first_name ?? ""} ${person.last_name}`.trim();

function CategoryFilter() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const categories = useQuery(hubListQuery<PersonCategoryItem>(api, "person-categories/", { page_size: "100" }));
  const options = (categories.data?.results ?? []).map((category) => ({
    value: String(category.id),
    label: category[lang === "de" ? "name_de" : "name_en"],
  }));
  return <SelectFilter name="category" label={text.category} options={options} />;
}

export function PersonList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const columns = useMemo<ColumnDef<PersonRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: text.name,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource={RESOURCE} id={row.original.id}>
            {[row.original.last_name, row.original.first_name].filter(Boolean).join(", ")}
          </ItemLink>
        ),
      },
      { id: "position", header: text.position, cell: ({ row }) => row.original.position ?? "" },
      { id: "categories", header: text.categories, cell: ({ row }) => row.original.category_names ?? "" },
      {
        id: "uses",
        header: text.uses,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.uses),
      },
    ],
    [text, lang],
  );
  return (
    <ItemList<PersonRow>
      resource={RESOURCE}
      title={text.title}
      intro={<p>{text.intro}</p>}
      caption={text.title}
      columns={columns}
      filters={<CategoryFilter />}
      searchLabel={text.search}
    />
  );
}

export function PersonScreen({ id }: { id: string }) {
  return (
    <ItemLoader<PersonItem> resource={RESOURCE} id={id}>
      {(item) => <PersonForm item={item} />}
    </ItemLoader>
  );
}

function personValues(item: PersonItem | null): PersonValues {
  return {
    first_name: item?.first_name ?? "",
    last_name: item?.last_name ?? "",
    slug_de: item?.slug_de ?? "",
    slug_en: item?.slug_en ?? "",
    position_de: item?.position_de ?? "",
    position_en: item?.position_en ?? "",
    email: item?.email ?? "",
    phone: item?.phone ?? "",
    bio_de: item?.bio_de ?? "",
    bio_en: item?.bio_en ?? "",
    image: item?.image ?? null,
    image_alt_de: item?.image_alt_de ?? "",
    image_alt_en: item?.image_alt_en ?? "",
    categories: item?.categories ?? [],
  };
}

function PersonForm({ item }: { item: PersonItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({ resource: RESOURCE, item, schema: PersonBody, values: personValues });
  const name = useStore(form.store, (state) => fullName(state.values));
  const slugs = useStore(form.store, (state) => [state.values.slug_de, state.values.slug_en] as const);
  useDerivedSlug(name, slugs[0], (slug) => form.setFieldValue("slug_de", slug));
  useDerivedSlug(name, slugs[1], (slug) => form.setFieldValue("slug_en", slug));
  const title = item ? fullName(item) : text.create;
  return (
    <HubPage title={title} intro={<BackToList resource={RESOURCE} />}>
      <PublicLinks urls={item?.urls ?? null} />
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={RESOURCE} item={item} name={fullName(item)} />}
      >
        <fieldset className="item-form__pair">
          <legend>{text.names}</legend>
          <form.AppField name="first_name">
            {(field) => <field.TextField label={text.firstName} maxLength={100} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="last_name">
            {(field) => <field.TextField label={text.lastName} required maxLength={100} autoComplete="off" />}
          </form.AppField>
        </fieldset>
        <BilingualText form={form} name="slug" label={text.slug} required maxLength={120} help={text.slugHelp} />
        <BilingualText form={form} name="position" label={text.position} maxLength={200} />
        <fieldset className="item-form__pair">
          <legend>{text.contact}</legend>
          <form.AppField name="email">
            {(field) => <field.TextField label={text.email} type="email" maxLength={200} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label={text.phone} maxLength={50} autoComplete="off" />}
          </form.AppField>
        </fieldset>
        <Bilingual label={text.bio}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "bio_de" : "bio_en"}>
              {(field) => <field.RichText label={label} lang={language} />}
            </form.AppField>
          )}
        </Bilingual>
        <ImageWithAlt
          form={form}
          fields={{ image: "image", image_alt_de: "image_alt_de", image_alt_en: "image_alt_en" }}
          label={text.image}
          altLabel={text.alt}
          altHelp={text.altHelp}
        />
        <form.Field name="categories">
          {(field) => (
            <RefChecklist<PersonCategoryItem>
              resource="person-categories"
              label={text.categories}
              value={field.state.value ?? []}
              onChange={(ids) => field.handleChange(ids)}
              name={(category) => category[lang === "de" ? "name_de" : "name_en"]}
            />
          )}
        </form.Field>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
