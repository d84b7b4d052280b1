import { useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import { languages } from "../../lib/languages";
import { NoindexChecked, type NoindexItem } from "../../schemas/hub-settings";
import { hubRequest } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubFormElement, useHubForm } from "../form/form";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { HubTable } from "../table/HubTable";
import { useHubTexts } from "../texts";
import { RecentVersions } from "./RecentVersions";

const TEXTS = {
  de: {
    title: "Nicht indexieren",
    intro:
      "Seiten dieser Liste tragen „noindex“ für Suchmaschinen und fehlen in der Sitemap. Je Sprache, der Pfad ohne Sprache (/archiv-2019).",
    caption: "Pfade, die nicht indexiert werden",
    search: "In Pfaden suchen",
    add: "Pfad hinzufügen",
    addForm: "Pfad zur Liste hinzufügen",
    lang: "Sprache",
    path: "Pfad ohne Sprache",
    pathHelp: "Zum Beispiel /archiv-2019 für /de/archiv-2019.",
    languages: { de: "Deutsch", en: "Englisch" },
    all: "Alle",
    columns: { path: "Pfad", lang: "Sprache", actions: "Aktionen" },
    remove: "Entfernen",
    removeLabel: (path: string) => `${path} von der Liste entfernen`,
    confirmTitle: "Pfad entfernen?",
    confirmMessage: (path: string) => `${path} wird wieder von Suchmaschinen aufgenommen.`,
    saved: "Gespeichert. Die Liste gilt ab sofort.",
    removed: "Entfernt.",
    failed: (detail: string) => `Nicht entfernt. ${detail}`,
  },
  en: {
    title: "Noindex list",
    intro:
      "Pages on this list carry “noindex” for search engines and are left out of the sitemap. Per language, the path without its language (/archive-2019).",
    caption: "Paths not indexed",
    search: "Search paths",
    add: "Add path",
    addForm: "Add a path to the list",
    lang: "Language",
    path: "Path without language",
    pathHelp: "For example /archive-2019 for /en/archive-2019.",
    languages: { de: "German", en: "English" },
    all: "All",
    columns: { path: "Path", lang: "Language", actions: "Actions" },
    remove: "Remove",
    removeLabel: (path: string) => `Remove ${path} from the list`,
    confirmTitle: "Remove the path?",
    confirmMessage: (path: string) => `Search engines may index ${path} again.`,
    saved: "Saved. The list applies from now on.",
    removed: "Removed.",
    failed: (detail: string) => `Not removed. ${detail}`,
  },
};

/** `/cms-hub/settings/noindex`: the noindex list per language (issue 25 §4). */
export function NoindexScreen() {
  const text = useHubTexts(TEXTS);
  const queryClient = useQueryClient();
  const { ask, dialog } = useConfirm();
  const [message, setMessage] = useState<Outcome | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["hub"] });
  const shown = (entry: NoindexItem) => `/${entry.lang}${entry.path === "/" ? "" : entry.path}`;

  const remove = async (entry: NoindexItem) => {
    if (
      !(await ask({
        title: text.confirmTitle,
        message: <p>{text.confirmMessage(shown(entry))}</p>,
        confirm: text.remove,
        danger: true,
      }))
    )
      return;
    const answer = await hubRequest("DELETE", `settings/noindex/${entry.id}/`, {});
    setMessage(
      answer.ok ? { ok: true, text: text.removed } : { ok: false, text: text.failed(answer.body?.detail ?? "") },
    );
    await refresh();
  };

  const columns: ColumnDef<NoindexItem, unknown>[] = [
    { id: "path", header: text.columns.path, enableSorting: true, cell: ({ row }) => row.original.path },
    {
      id: "lang",
      header: text.columns.lang,
      enableSorting: true,
      cell: ({ row }) => text.languages[row.original.lang],
    },
    {
      id: "actions",
      header: text.columns.actions,
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="hub-button hub-button--danger"
          aria-label={text.removeLabel(shown(row.original))}
          onClick={() => void remove(row.original)}
        >
          {text.remove}
        </button>
      ),
    },
  ];

  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <OutcomeMessage outcome={message} />
      <section aria-labelledby="noindex-add">
        <h2 id="noindex-add">{text.addForm}</h2>
        <AddPathForm
          onSaved={() => {
            setMessage({ ok: true, text: text.saved });
            void refresh();
          }}
        />
      </section>
      <HubTable<NoindexItem>
        caption={text.caption}
        path="settings/noindex/"
        columns={columns}
        rowKey={(entry) => entry.id}
        searchLabel={text.search}
        filters={<LangFilter />}
      />
      {dialog}
      <RecentVersions area="noindex" labels={{ lang: text.lang, path: text.path }} />
    </HubPage>
  );
}

function LangFilter() {
  const text = useHubTexts(TEXTS);
  const id = useId();
  const [query, setQuery] = useListQuery();
  return (
    <div className="hub-field">
      <label htmlFor={id}>{text.lang}</label>
      <select id={id} value={query.lang ?? ""} onChange={(event) => setQuery({ lang: event.currentTarget.value })}>
        <option value="">{text.all}</option>
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {text.languages[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddPathForm({ onSaved }: { onSaved: () => void }) {
  const text = useHubTexts(TEXTS);
  // A new form after each save: it starts empty again.
  const [round, setRound] = useState(0);
  return (
    <AddPathFields
      key={round}
      onSaved={() => {
        setRound((n) => n + 1);
        onSaved();
      }}
      text={text}
    />
  );
}

function AddPathFields({ onSaved, text }: { onSaved: () => void; text: (typeof TEXTS)["de"] }) {
  const form = useHubForm({
    defaultValues: { lang: "de" as (typeof languages)[number], path: "" },
    schema: NoindexChecked,
    submit: (values) => hubRequest<NoindexItem>("POST", "settings/noindex/", values),
    onSaved,
  });
  return (
    <HubFormElement form={form} label={text.addForm}>
      <div className="hub-form__columns">
        <form.AppField name="lang">
          {(field) => (
            <field.Select
              label={text.lang}
              options={languages.map((lang) => ({ value: lang, label: text.languages[lang] }))}
            />
          )}
        </form.AppField>
        <form.AppField name="path">
          {(field) => <field.TextField label={text.path} help={text.pathHelp} required />}
        </form.AppField>
      </div>
      <form.AppForm>
        <form.SubmitBar label={text.add} />
      </form.AppForm>
    </HubFormElement>
  );
}
