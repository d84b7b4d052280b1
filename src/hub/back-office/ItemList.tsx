import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { hubRequest } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { HubTable } from "../table/HubTable";
import { formatHubCount, useHubLang, useHubTexts } from "../texts";
import "./back-office.css";

/** What every listed item carries: the bulk calls name it by id at the revision the list showed. */
export interface ListedItem {
  id: number;
  revision: number;
}

type BulkAction = "publish" | "unpublish" | "delete";

const NONE: ReadonlyMap<number, number> = new Map();

interface BulkAnswer {
  done: number[];
  refused: { id: number; status: number; body: { detail?: string } | null }[];
}

const TEXTS = {
  de: {
    create: "Neu anlegen",
    select: "Auswählen",
    selectPage: "Alle Einträge dieser Seite auswählen",
    selected: (count: number) => `${count} ausgewählt`,
    actions: "Mit der Auswahl",
    publish: "Veröffentlichen",
    unpublish: "Verbergen",
    delete: "Löschen",
    confirmTitle: "Auswahl löschen?",
    confirmText: (count: number) =>
      `${count === 1 ? "Der gewählte Eintrag wird" : `Die ${count} gewählten Einträge werden`} gelöscht. Ein Eintrag, der noch verwendet wird, bleibt.`,
    entries: { one: "Eintrag", other: "Einträge" },
    done: { publish: "veröffentlicht", unpublish: "verborgen", delete: "gelöscht" } as Record<BulkAction, string>,
    refused: (count: number) => `${count} nicht:`,
    network: "Keine Verbindung zum Server. Bitte erneut versuchen.",
  },
  en: {
    create: "Create new",
    select: "Select",
    selectPage: "Select every entry on this page",
    selected: (count: number) => `${count} selected`,
    actions: "With the selection",
    publish: "Publish",
    unpublish: "Hide",
    delete: "Delete",
    confirmTitle: "Delete the selection?",
    confirmText: (count: number) =>
      `${count === 1 ? "The selected entry is" : `The ${count} selected entries are`} deleted. An entry still in use stays.`,
    entries: { one: "entry", other: "entries" },
    done: { publish: "published", unpublish: "hidden", delete: "deleted" } as Record<BulkAction, string>,
    refused: (count: number) => `${count} not:`,
    network: "The server could not be reached. Please try again.",
  },
};

/** A link to an item's form (`/cms-hub/<resource>/<id>`), for a list's name column. */
export function ItemLink({ resource, id, children }: { resource: string; id: number; children: ReactNode }) {
  return (
    <Link to="/cms-hub/$resource/{-$id}" params={{ resource, id: String(id) }}>
      {children}
    </Link>
  );
}

export interface ItemListProps<Row extends ListedItem> {
  /** The resource's path below the hub API and `/cms-hub` (`events`). */
  resource: string;
  title: string;
  intro?: ReactNode;
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  filters?: ReactNode;
  searchLabel: string;
  /** Whether the bulk actions may publish and unpublish (the items have an online switch). */
  publishable?: boolean;
}

/**
 * A resource's list in the back office: the hub's table (search, filters, sort and paging in D1)
 * with a box per row to choose items for the bulk actions (publish, hide, delete), and a link
 * to the form creating a new item. The choice is of the rows shown; it is cleared after each
 * action and when the page, sort or filters change.
 */
export function ItemList<Row extends ListedItem>({
  resource,
  title,
  intro,
  caption,
  columns,
  filters,
  searchLabel,
  publishable = false,
}: ItemListProps<Row>) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const queryClient = useQueryClient();
  const { ask, dialog } = useConfirm();
  // The choice belongs to the rows shown: another page, sort or filter starts with none.
  const [query] = useListQuery();
  const shown = JSON.stringify(query);
  const [choice, setChoice] = useState<{ shown: string; ids: ReadonlyMap<number, number> }>({ shown, ids: NONE });
  const chosen = choice.shown === shown ? choice.ids : NONE;
  const setChosen = useCallback((ids: ReadonlyMap<number, number>) => setChoice({ shown, ids }), [shown]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The bulk bar goes with the choice: the keyboard moves on to what the action came to.
  const outcomeRegion = useRef<HTMLDivElement>(null);

  const withChoice = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: "choose",
        header: ({ table }) => {
          const rows = table.getRowModel().rows.map((row) => row.original);
          const all = rows.length > 0 && rows.every((row) => chosen.has(row.id));
          return (
            <input
              type="checkbox"
              aria-label={text.selectPage}
              checked={all}
              onChange={() => setChosen(all ? new Map() : new Map(rows.map((row) => [row.id, row.revision])))}
            />
          );
        },
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`${text.select}: ${row.original.id}`}
            checked={chosen.has(row.original.id)}
            onChange={(event) => {
              const next = new Map(chosen);
              if (event.currentTarget.checked) next.set(row.original.id, row.original.revision);
              else next.delete(row.original.id);
              setChosen(next);
            }}
          />
        ),
      },
      ...columns,
    ],
    [columns, chosen, setChosen, text],
  );

  async function run(action: BulkAction) {
    if (action === "delete") {
      const confirmed = await ask({
        title: text.confirmTitle,
        message: <p>{text.confirmText(chosen.size)}</p>,
        confirm: text.delete,
        danger: true,
      });
      if (!confirmed) return;
    }
    setBusy(true);
    const items = [...chosen].map(([id, revision]) => ({ id, revision }));
    const answer = await hubRequest<BulkAnswer>("POST", `${resource}/bulk/`, { action, items });
    setBusy(false);
    if (!answer.ok) {
      setOutcome({
        ok: false,
        text: answer.status === 0 ? text.network : (answer.body?.detail ?? `HTTP ${answer.status}`),
      });
      return;
    }
    outcomeRegion.current?.focus();
    const { done, refused } = answer.body;
    const parts = [`${formatHubCount(lang, done.length, text.entries)} ${text.done[action]}.`];
    if (refused.length > 0) {
      parts.push(
        text.refused(refused.length),
        ...refused.map((item) => `${item.id}: ${item.body?.detail ?? item.status}`),
      );
    }
    setOutcome({ ok: refused.length === 0, text: parts.join(" ") });
    setChosen(new Map());
    await queryClient.invalidateQueries({ queryKey: ["hub"] });
  }

  return (
    <HubPage
      title={title}
      intro={intro}
      actions={
        <Link
          className="hub-button hub-button--primary"
          to="/cms-hub/$resource/{-$id}"
          params={{ resource, id: "new" }}
        >
          {text.create}
        </Link>
      }
    >
      <div ref={outcomeRegion} tabIndex={-1}>
        <OutcomeMessage outcome={outcome} />
      </div>
      {chosen.size > 0 && (
        <fieldset className="item-list__bulk" disabled={busy}>
          <legend>
            {text.actions} ({text.selected(chosen.size)})
          </legend>
          {publishable && (
            <>
              <button type="button" className="hub-button" onClick={() => void run("publish")}>
                {text.publish}
              </button>
              <button type="button" className="hub-button" onClick={() => void run("unpublish")}>
                {text.unpublish}
              </button>
            </>
          )}
          <button type="button" className="hub-button hub-button--danger" onClick={() => void run("delete")}>
            {text.delete}
          </button>
        </fieldset>
      )}
      <HubTable<Row>
        caption={caption}
        path={`${resource}/`}
        columns={withChoice}
        rowKey={(row) => row.id}
        filters={filters}
        searchLabel={searchLabel}
      />
      {dialog}
    </HubPage>
  );
}
