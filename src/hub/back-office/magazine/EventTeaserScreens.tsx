import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { berlinWallTime } from "../../../schemas/back-office/articles";
import {
  EventTeaserBody,
  type EventTeaserItem,
  TEASER_TARGETS,
  type TeaserTargetKind,
} from "../../../schemas/back-office/event-teasers";
import { messagesOf } from "../../form/form";
import { HubPage } from "../../HubPage";
import { useHubLang, useHubTexts } from "../../texts";
import { Bilingual, RefSelect } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";
import { OnlineFilter } from "./OnlineFilter";

/**
 * The programme's teasers in the back office (issue 27): each points to an event or a
 * production chosen by search and is placed at the end of its day in the programme list.
 */

const RESOURCE = "event-teasers";

/** The back-office resource each target kind is searched in. */
const TARGET_RESOURCES: Record<TeaserTargetKind, string> = { event: "events", production: "productions" };

const TEXTS = {
  de: {
    title: "Teaser im Programm",
    intro:
      "Teaser erscheinen in der Programmliste am Ende ihres Tages und führen zu einem Termin oder einer Produktion.",
    search: "Name oder Überschrift",
    name: "Name (intern)",
    target: "Ziel",
    day: "Tag im Programm",
    online: "Online",
    yes: "ja",
    no: "nein",
    all: "Alle",
    new: "Neuer Teaser",
    kind: "Art des Ziels",
    kinds: { event: "Termin", production: "Produktion" } as Record<TeaserTargetKind, string>,
    gone: "Ziel fehlt",
    preline: "Dachzeile",
    headline: "Überschrift",
    subline: "Unterzeile",
    linkText: "Linktext",
    image: "Bild",
    isOnline: "Online (im Programm zeigen)",
  },
  en: {
    title: "Programme teasers",
    intro: "Teasers appear in the programme list at the end of their day and lead to an event or a production.",
    search: "Name or headline",
    name: "Name (internal)",
    target: "Target",
    day: "Day in the programme",
    online: "Online",
    yes: "yes",
    no: "no",
    all: "All",
    new: "New teaser",
    kind: "Kind of target",
    kinds: { event: "Event", production: "Production" } as Record<TeaserTargetKind, string>,
    gone: "Target missing",
    preline: "Preline",
    headline: "Headline",
    subline: "Subline",
    linkText: "Link text",
    image: "Image",
    isOnline: "Online (show in the programme)",
  },
};

export function EventTeaserList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const columns = useMemo<ColumnDef<EventTeaserItem, unknown>[]>(
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
      {
        id: "target",
        header: text.target,
        cell: ({ row }) =>
          row.original.target_kind === null
            ? "–"
            : `${text.kinds[row.original.target_kind]}: ${row.original.target_title ?? text.gone}`,
      },
      { id: "position", header: text.day, enableSorting: true, cell: ({ row }) => row.original.position },
      { id: "online", header: text.online, cell: ({ row }) => (row.original.is_online ? text.yes : text.no) },
    ],
    [text, lang],
  );
  return (
    <ItemList<EventTeaserItem>
      resource={RESOURCE}
      title={text.title}
      intro={<p>{text.intro}</p>}
      caption={text.title}
      columns={columns}
      searchLabel={text.search}
      filters={<OnlineFilter />}
      publishable
    />
  );
}

export function EventTeaserItemScreen({ id }: { id: string }) {
  return (
    <ItemLoader<EventTeaserItem> resource={RESOURCE} id={id}>
      {(item) => <EventTeaserForm item={item} />}
    </ItemLoader>
  );
}

/** An event or production as the back office lists it: a title per language (and an event's start). */
interface TargetRow {
  id: number;
  title_de: string;
  title_en: string;
  date_start?: string;
}

/** A target as the search names it: dates of one production share a title, their start tells them apart. */
function targetName(row: TargetRow, lang: string): string {
  const title = lang === "de" ? row.title_de : row.title_en;
  const start = row.date_start ? berlinWallTime(row.date_start) : null;
  return start ? `${title} (${start.replace("T", " ")})` : title;
}

function EventTeaserForm({ item }: { item: EventTeaserItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({
    resource: RESOURCE,
    item,
    schema: EventTeaserBody,
    values: (loaded) => ({
      name_de: loaded?.name_de ?? "",
      name_en: loaded?.name_en ?? "",
      target_kind: loaded?.target_kind ?? "event",
      target_id: loaded?.target_id ?? null,
      preline_de: loaded?.preline_de ?? "",
      preline_en: loaded?.preline_en ?? "",
      headline_de: loaded?.headline_de ?? "",
      headline_en: loaded?.headline_en ?? "",
      subline_de: loaded?.subline_de ?? "",
      subline_en: loaded?.subline_en ?? "",
      link_text_de: loaded?.link_text_de ?? "",
      link_text_en: loaded?.link_text_en ?? "",
      image: loaded?.image ?? null,
      position: loaded?.position ?? "",
      is_online: loaded?.is_online ?? false,
    }),
  });
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.new;
  const kinds = TEASER_TARGETS.map((kind) => ({ value: kind, label: text.kinds[kind] }));
  return (
    <HubPage title={title} intro={<BackToList resource={RESOURCE} />}>
      {item && <PublicLinks urls={item.urls} />}
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={RESOURCE} item={item} name={item.name_de} />}
      >
        <Bilingual label={text.name}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "name_de" : "name_en"}>
              {(field) => <field.TextField label={label} lang={language} required maxLength={200} />}
            </form.AppField>
          )}
        </Bilingual>
        <form.AppField
          name="target_kind"
          // A target of the other kind is no target of this one.
          listeners={{ onChange: () => form.setFieldValue("target_id", null) }}
        >
          {(field) => <field.Select label={text.kind} options={kinds} required />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.target_kind}>
          {(kind) => (
            <form.Field name="target_id">
              {(field) => (
                <RefSelect<TargetRow>
                  resource={TARGET_RESOURCES[kind]}
                  label={text.kinds[kind]}
                  value={field.state.value}
                  onChange={(id) => field.handleChange(id)}
                  name={(row) => targetName(row, lang)}
                  required
                  error={messagesOf(field.state.meta.errors).join(" ") || undefined}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
        <Bilingual label={text.preline}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "preline_de" : "preline_en"}>
              {(field) => <field.TextField label={label} lang={language} maxLength={200} />}
            </form.AppField>
          )}
        </Bilingual>
        <Bilingual label={text.headline}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "headline_de" : "headline_en"}>
              {(field) => <field.TextField label={label} lang={language} required maxLength={200} />}
            </form.AppField>
          )}
        </Bilingual>
        <Bilingual label={text.subline}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "subline_de" : "subline_en"}>
              {(field) => <field.TextField label={label} lang={language} maxLength={300} />}
            </form.AppField>
          )}
        </Bilingual>
        <Bilingual label={text.linkText}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "link_text_de" : "link_text_en"}>
              {(field) => <field.TextField label={label} lang={language} maxLength={100} />}
            </form.AppField>
          )}
        </Bilingual>
        <form.AppField name="image">{(field) => <field.Image label={text.image} />}</form.AppField>
        <form.AppField name="position">
          {(field) => <field.TextField label={text.day} type="date" required />}
        </form.AppField>
        <form.AppField name="is_online">{(field) => <field.Checkbox label={text.isOnline} />}</form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
