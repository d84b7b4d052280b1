import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type * as v from "valibot";
import { hasHubRight } from "../../../lib/hub-access";
import { FormBody, type FormItem } from "../../../schemas/back-office/forms";
import type { HubFormSummary } from "../../../schemas/hub-forms";
import { useHubMe } from "../../api";
import { HubPage } from "../../HubPage";
import { formatHubDateTime, formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { Bilingual, BilingualText } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";
import { FieldsEditor } from "./FieldsEditor";

/**
 * Forms in the back office (issue 27): the list (with each form's entries, linked to the
 * dashboard's entries screen for those who may see entries) and a form's item screen: its texts
 * in both languages and its fields. Entries themselves live in one place, the dashboard's forms
 * screen, which links back here.
 */

const RESOURCE = "forms";

const TEXTS = {
  de: {
    title: "Formulare",
    intro: "Formulare der Website mit ihren Feldern. Ein Formular mit Eingängen oder auf einer Seite bleibt bestehen.",
    search: "Titel",
    form: "Formular",
    entries: "Eingänge",
    entriesOf: (count: string) => `${count} Eingänge ansehen`,
    lastEntry: "Letzter Eingang",
    status: "Status",
    online: "online",
    offline: "offline",
    external: "externer Dienst",
    none: "—",
    create: "Neues Formular",
    formTitle: "Titel",
    address: "Adresse (Slug)",
    addressHelp: "Kleinbuchstaben, Ziffern und Bindestriche; Teil der Adresse des Formulars.",
    intro_: "Einleitung",
    isOnline: "Online (Besucherinnen und Besucher können es senden)",
    externalNote: "Dieses Formular wird vom früheren externen Dienst angezeigt; seine Felder erscheinen nicht.",
  },
  en: {
    title: "Forms",
    intro: "The site's forms with their fields. A form with entries or on a page is kept.",
    search: "Title",
    form: "Form",
    entries: "Entries",
    entriesOf: (count: string) => `View ${count} entries`,
    lastEntry: "Last entry",
    status: "Status",
    online: "online",
    offline: "offline",
    external: "external service",
    none: "—",
    create: "New form",
    formTitle: "Title",
    address: "Address (slug)",
    addressHelp: "Lower-case letters, digits and dashes; part of the form's address.",
    intro_: "Introduction",
    isOnline: "Online (visitors can send it)",
    externalNote: "The former external service shows this form; its fields do not appear.",
  },
};

/** The dashboard's entries of form `id`, for those who may see entries. */
function EntriesLink({ id, count }: { id: number; count: number }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const me = useHubMe();
  const shown = formatHubNumber(lang, count);
  if (!hasHubRight({ isAdmin: me.is_admin, hasDashboardOnlineAccess: me.has_dashboard_online_access }, "dashboard")) {
    return <>{shown}</>;
  }
  return (
    <Link to="/cms-hub/dashboard/{-$screen}" params={{ screen: "forms" }} search={{ form: String(id) } as never}>
      {text.entriesOf(shown)}
    </Link>
  );
}

export function FormList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const columns = useMemo<ColumnDef<HubFormSummary, unknown>[]>(
    () => [
      {
        id: "title",
        header: text.form,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource={RESOURCE} id={row.original.id}>
            {lang === "en" ? row.original.title_en : row.original.title_de}
          </ItemLink>
        ),
      },
      {
        id: "entries",
        header: text.entries,
        enableSorting: true,
        cell: ({ row }) => <EntriesLink id={row.original.id} count={row.original.entry_count} />,
      },
      {
        id: "last_entry",
        header: text.lastEntry,
        enableSorting: true,
        cell: ({ row }) =>
          row.original.last_entry_at ? formatHubDateTime(lang, row.original.last_entry_at) : text.none,
      },
      {
        id: "status",
        header: text.status,
        cell: ({ row }) =>
          row.original.is_external ? text.external : row.original.is_online ? text.online : text.offline,
      },
    ],
    [text, lang],
  );
  return (
    <ItemList<HubFormSummary>
      resource={RESOURCE}
      title={text.title}
      intro={<p>{text.intro}</p>}
      caption={text.title}
      columns={columns}
      searchLabel={text.search}
      publishable
    />
  );
}

export function FormItemScreen({ id }: { id: string }) {
  return (
    <ItemLoader<FormItem> resource={RESOURCE} id={id}>
      {(item) => <FormEditor item={item} />}
    </ItemLoader>
  );
}

export type FormValues = v.InferInput<typeof FormBody>;

function valuesOf(item: FormItem | null): FormValues {
  return {
    title_de: item?.title_de ?? "",
    title_en: item?.title_en ?? "",
    slug_de: item?.slug_de ?? "",
    slug_en: item?.slug_en ?? "",
    intro_de: item?.intro_de ?? "",
    intro_en: item?.intro_en ?? "",
    is_online: item?.is_online ?? true,
    fields: item?.fields ?? [],
  };
}

function FormEditor({ item }: { item: FormItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({ resource: RESOURCE, item, schema: FormBody, values: valuesOf });
  const title = item ? (lang === "en" ? item.title_en : item.title_de) : text.create;
  return (
    <HubPage
      title={title}
      intro={
        <>
          <BackToList resource={RESOURCE} />
          {item && <PublicLinks urls={item.urls} />}
          {item && item.entry_count > 0 && (
            <p>
              <EntriesLink id={item.id} count={item.entry_count} />
            </p>
          )}
        </>
      }
    >
      {item?.is_external && <p className="hub-alert">{text.externalNote}</p>}
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={RESOURCE} item={item} name={item.title_de} />}
      >
        <BilingualText form={form} name="title" label={text.formTitle} required maxLength={200} />
        <BilingualText form={form} name="slug" label={text.address} required maxLength={120} help={text.addressHelp} />
        <Bilingual label={text.intro_}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "intro_de" : "intro_en"}>
              {(field) => <field.RichText label={label} lang={language} />}
            </form.AppField>
          )}
        </Bilingual>
        <form.AppField name="is_online">{(field) => <field.Checkbox label={text.isOnline} />}</form.AppField>
        <FieldsEditor form={form} />
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
