import { useStore } from "@tanstack/react-form";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { themes } from "../../../lib/theme";
import { VenueBody, type VenueItem, type VenueRow, type VenueValues } from "../../../schemas/back-office/venues";
import { SelectFilter } from "../../dashboard/filters";
import { HubPage } from "../../HubPage";
import { formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { useDerivedSlug } from "../derived-slug";
import { Bilingual, BilingualText, ImageWithAlt } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";
import { RoomsEditor } from "./RoomsEditor";

/** Venues in the back office (issue 27): the list with its division filter, and a venue's form with its rooms. */

const RESOURCE = "venues";

const TEXTS = {
  de: {
    title: "Spielstätten",
    intro: "Orte des Programms mit ihren Räumen; die Räume sind die Orte im Filter des Programms.",
    search: "Name, Straße oder Ort",
    name: "Name",
    city: "Ort",
    rooms: "Räume",
    events: "Termine",
    theme: "Sparte",
    themeNames: { wkm: "Dachmarke (wkm)", so: "so", ba: "ba", ti: "ti", wa: "wa" } as Record<string, string>,
    create: "Spielstätte: neu",
    slug: "Adresse (Slug)",
    slugHelp: "Folgt dem Namen, bis Sie sie ändern.",
    address: "Anschrift",
    street: "Straße und Hausnummer",
    postalCode: "Postleitzahl",
    country: "Land (ISO-Code, z. B. DE)",
    coordinates: "Lage auf der Karte",
    lat: "Breitengrad",
    lng: "Längengrad",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-Mail",
    website: "Website",
    description: "Beschreibung",
    image: "Bild",
    alt: "Alternativtext des Bildes",
    altHelp: "Beschreibt das Bild für alle, die es nicht sehen; leer: der Name.",
  },
  en: {
    title: "Venues",
    intro: "The programme's places with their rooms; the rooms are the locations of the programme's filter.",
    search: "Name, street or city",
    name: "Name",
    city: "City",
    rooms: "Rooms",
    events: "Events",
    theme: "Division",
    themeNames: { wkm: "Umbrella brand (wkm)", so: "so", ba: "ba", ti: "ti", wa: "wa" } as Record<string, string>,
    create: "Venue: new",
    slug: "Address (slug)",
    slugHelp: "Follows the name until you change it.",
    address: "Postal address",
    street: "Street and number",
    postalCode: "Postal code",
    country: "Country (ISO code, e.g. DE)",
    coordinates: "Place on the map",
    lat: "Latitude",
    lng: "Longitude",
    contact: "Contact",
    phone: "Phone",
    email: "E-mail",
    website: "Website",
    description: "Description",
    image: "Image",
    alt: "Alt text of the image",
    altHelp: "Describes the image for everyone who cannot see it; empty: the name.",
  },
};

function useThemeOptions() {
  const text = useHubTexts(TEXTS);
  return themes.map((theme) => ({ value: theme, label: text.themeNames[theme] ?? theme }));
}

export function VenueList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const themeOptions = useThemeOptions();
  const columns = useMemo<ColumnDef<VenueRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: text.name,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource={RESOURCE} id={row.original.id}>
            {row.original[lang === "de" ? "name_de" : "name_en"]}
          </ItemLink>
        ),
      },
      { id: "city", header: text.city, enableSorting: true, cell: ({ row }) => row.original.city ?? "" },
      { id: "theme", header: text.theme, cell: ({ row }) => text.themeNames[row.original.theme] ?? row.original.theme },
      { id: "rooms", header: text.rooms, cell: ({ row }) => formatHubNumber(lang, row.original.rooms) },
      {
        id: "events",
        header: text.events,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.events),
      },
    ],
    [text, lang],
  );
  return (
    <ItemList<VenueRow>
      resource={RESOURCE}
      title={text.title}
      intro={<p>{text.intro}</p>}
      caption={text.title}
      columns={columns}
      filters={<SelectFilter name="theme" label={text.theme} options={themeOptions} />}
      searchLabel={text.search}
    />
  );
}

export function VenueScreen({ id }: { id: string }) {
  return (
    <ItemLoader<VenueItem> resource={RESOURCE} id={id}>
      {(item) => <VenueForm item={item} />}
    </ItemLoader>
  );
}

function venueValues(item: VenueItem | null): VenueValues {
  return {
    name_de: item?.name_de ?? "",
    name_en: item?.name_en ?? "",
    slug_de: item?.slug_de ?? "",
    slug_en: item?.slug_en ?? "",
    street: item?.street ?? "",
    postal_code: item?.postal_code ?? "",
    city: item?.city ?? "",
    country: item?.country ?? "DE",
    lat: item?.lat === null || item?.lat === undefined ? "" : String(item.lat),
    lng: item?.lng === null || item?.lng === undefined ? "" : String(item.lng),
    phone: item?.phone ?? "",
    email: item?.email ?? "",
    website: item?.website ?? "",
    description_de: item?.description_de ?? "",
    description_en: item?.description_en ?? "",
    image: item?.image ?? null,
    image_alt_de: item?.image_alt_de ?? "",
    image_alt_en: item?.image_alt_en ?? "",
    theme: item?.theme ?? "wkm",
    rooms: (item?.rooms ?? []).map((room) => ({
      id: room.id,
      name_de: room.name_de,
      name_en: room.name_en,
      show_in_filter: room.show_in_filter,
    })),
  };
}

/** The venue's form: its type is the rooms editor's too. */
export function useVenueForm(item: VenueItem | null) {
  return useItemForm({ resource: RESOURCE, item, schema: VenueBody, values: venueValues });
}

function VenueForm({ item }: { item: VenueItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const themeOptions = useThemeOptions();
  const { form, frame, guard } = useVenueForm(item);
  const names = useStore(form.store, (state) => [state.values.name_de, state.values.name_en] as const);
  const slugs = useStore(form.store, (state) => [state.values.slug_de, state.values.slug_en] as const);
  useDerivedSlug(names[0], slugs[0], (slug) => form.setFieldValue("slug_de", slug));
  useDerivedSlug(names[1], slugs[1], (slug) => form.setFieldValue("slug_en", slug));
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.create;
  return (
    <HubPage title={title} intro={<BackToList resource={RESOURCE} />}>
      <PublicLinks urls={item?.urls ?? null} />
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={RESOURCE} item={item} name={item.name_de} />}
      >
        <BilingualText form={form} name="name" label={text.name} required maxLength={200} />
        <BilingualText form={form} name="slug" label={text.slug} required maxLength={120} help={text.slugHelp} />
        <fieldset className="item-form__pair">
          <legend>{text.address}</legend>
          <form.AppField name="street">
            {(field) => <field.TextField label={text.street} maxLength={200} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="postal_code">
            {(field) => <field.TextField label={text.postalCode} maxLength={20} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label={text.city} maxLength={100} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="country">
            {(field) => <field.TextField label={text.country} maxLength={2} autoComplete="off" />}
          </form.AppField>
        </fieldset>
        <fieldset className="item-form__pair">
          <legend>{text.coordinates}</legend>
          <form.AppField name="lat">{(field) => <field.TextField label={text.lat} autoComplete="off" />}</form.AppField>
          <form.AppField name="lng">{(field) => <field.TextField label={text.lng} autoComplete="off" />}</form.AppField>
        </fieldset>
        <fieldset className="item-form__pair">
          <legend>{text.contact}</legend>
          <form.AppField name="phone">
            {(field) => <field.TextField label={text.phone} maxLength={50} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label={text.email} type="email" maxLength={200} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="website">
            {(field) => <field.TextField label={text.website} type="url" maxLength={500} autoComplete="off" />}
          </form.AppField>
        </fieldset>
        <form.AppField name="theme">
          {(field) => <field.Select label={text.theme} options={themeOptions} />}
        </form.AppField>
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
          altHelp={text.altHelp}
        />
        <RoomsEditor form={form} stored={item?.rooms ?? []} />
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
