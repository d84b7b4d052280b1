import { type Announcements, closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { HubMenu, HubMenuEntry, MenuName } from "../../schemas/hub-menus";
import { MENU_DEPTH, MENUS } from "../../schemas/hub-menus";
import { hubReadQuery, hubRequest, useHubApi } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubPage } from "../HubPage";
import { useHubLang, useHubTexts } from "../texts";
import { useDragSensors } from "./drag-sensors";
import { MenuEntryDialog } from "./MenuEntryDialog";
import { dropOnSibling, moveInTree, placeOf, placesOfTree, type TreeMove } from "./menu-tree";

const TEXTS = {
  de: {
    title: "Menüs und Fußzeile",
    intro:
      "Die Einträge des Hauptmenüs, des Seitenmenüs und der Fußzeile. Ziehen Sie einen Eintrag am Griff oder verschieben Sie ihn mit den Knöpfen; jede Änderung ist sofort auf der Website.",
    menus: { main: "Hauptmenü", secondary: "Seitenmenü", footer: "Fußzeile" } as Record<MenuName, string>,
    menuChoice: "Menü",
    add: "Eintrag hinzufügen",
    loading: "Wird geladen …",
    failed: "Das Menü konnte nicht geladen werden.",
    empty: "Dieses Menü hat keine Einträge.",
    drag: (name: string) => `„${name}“ ziehen`,
    up: "Nach oben",
    down: "Nach unten",
    indent: "Einrücken",
    outdent: "Ausrücken",
    edit: "Bearbeiten",
    remove: "Löschen",
    labelFor: (action: string, name: string) => `${action}: „${name}“`,
    offline: "offline",
    external: "neuer Tab",
    topLevel: "oberste Ebene",
    moved: (name: string, position: number, count: number, under: string) =>
      `„${name}“ ist jetzt an Stelle ${position} von ${count}, ${under}.`,
    under: (name: string) => `unter „${name}“`,
    stale: "Das Menü wurde inzwischen geändert; es ist neu geladen. Bitte verschieben Sie noch einmal.",
    notSaved: "Nicht gespeichert.",
    confirmTitle: "Eintrag löschen",
    confirm: (name: string, count: number) =>
      count > 0 ? `„${name}“ und seine ${count} Untereinträge löschen?` : `„${name}“ löschen?`,
    cancel: "Abbrechen",
    deleted: (name: string) => `„${name}“ gelöscht.`,
    saved: (name: string) => `„${name}“ gespeichert.`,
    instructions:
      "Zum Verschieben mit Leertaste oder Eingabetaste aufnehmen, mit den Pfeiltasten unter den Geschwistern verschieben und mit Leertaste oder Eingabetaste ablegen. Escape bricht ab.",
    pickedUp: (name: string) => `„${name}“ aufgenommen.`,
    over: (name: string, over: string) => `„${name}“ käme an die Stelle von „${over}“.`,
    dropped: (name: string) => `„${name}“ abgelegt.`,
    cancelled: (name: string) => `Verschieben abgebrochen; „${name}“ bleibt.`,
  },
  en: {
    title: "Menus and footer",
    intro:
      "The entries of the main menu, the side panel's menu and the footer. Drag an entry by its handle or move it with the buttons; every change shows on the site at once.",
    menus: { main: "Main menu", secondary: "Side panel menu", footer: "Footer" } as Record<MenuName, string>,
    menuChoice: "Menu",
    add: "Add entry",
    loading: "Loading …",
    failed: "The menu could not be loaded.",
    empty: "This menu has no entries.",
    drag: (name: string) => `Drag “${name}”`,
    up: "Move up",
    down: "Move down",
    indent: "Indent",
    outdent: "Outdent",
    edit: "Edit",
    remove: "Delete",
    labelFor: (action: string, name: string) => `${action}: “${name}”`,
    offline: "offline",
    external: "new tab",
    topLevel: "at the top level",
    moved: (name: string, position: number, count: number, under: string) =>
      `“${name}” is now at position ${position} of ${count}, ${under}.`,
    under: (name: string) => `under “${name}”`,
    stale: "The menu was changed in the meantime and has been reloaded. Please move the entry again.",
    notSaved: "Not saved.",
    confirmTitle: "Delete entry",
    confirm: (name: string, count: number) =>
      count > 0 ? `Delete “${name}” and its ${count} sub-entries?` : `Delete “${name}”?`,
    cancel: "Cancel",
    deleted: (name: string) => `Deleted “${name}”.`,
    saved: (name: string) => `Saved “${name}”.`,
    instructions:
      "To move, pick up with Space or Enter, move among its siblings with the arrow keys and drop with Space or Enter. Escape cancels.",
    pickedUp: (name: string) => `Picked up “${name}”.`,
    over: (name: string, over: string) => `“${name}” would take the place of “${over}”.`,
    dropped: (name: string) => `Dropped “${name}”.`,
    cancelled: (name: string) => `Moving cancelled; “${name}” stays.`,
  },
};

type Texts = (typeof TEXTS)["de"];

const MOVES: readonly TreeMove[] = ["up", "down", "indent", "outdent"];
const MOVE_SYMBOLS: Record<TreeMove, string> = { up: "↑", down: "↓", indent: "→", outdent: "←" };

/** Every entry of a tree, depth first. */
function allEntries(tree: readonly HubMenuEntry[]): HubMenuEntry[] {
  return tree.flatMap((entry) => [entry, ...allEntries(entry.children)]);
}

/** The site settings' menus screen: one menu at a time, as a tree that moves by dragging, keys and buttons. */
export function MenusScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const queryClient = useQueryClient();
  const [menuName, setMenuName] = useState<MenuName>("main");
  const query = hubReadQuery<HubMenu>(api, `settings/menus/${menuName}/`);
  const menu = useQuery(query);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<HubMenuEntry | "new" | null>(null);
  const confirm = useConfirm();
  const focusAfterMove = useRef<{ id: number; move: TreeMove } | null>(null);
  const nameOf = (entry: HubMenuEntry) => (lang === "de" ? entry.name_de : entry.name_en);

  const tree = menu.data?.entries ?? [];
  const levels = MENU_DEPTH[menuName];

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    // The same button again, or the entry's first one when it cannot move that way any more.
    const button =
      document.querySelector<HTMLButtonElement>(
        `[data-entry="${wanted.id}"][data-move="${wanted.move}"]:not(:disabled)`,
      ) ?? document.querySelector<HTMLButtonElement>(`[data-entry="${wanted.id}"]:not(:disabled)`);
    button?.focus();
  });

  const show = (saved: HubMenu) => queryClient.setQueryData(query.queryKey, saved);

  /** Saves the order `next` made by moving `moved` (by a button: `direction`, whose focus then follows the entry). */
  async function saveOrder(next: HubMenuEntry[], moved: HubMenuEntry, direction?: TreeMove) {
    if (!menu.data) return;
    setBusy(true);
    setError("");
    const answer = await hubRequest<{ menu: HubMenu }>("PUT", `settings/menus/${menuName}/order/`, {
      revision: menu.data.revision,
      entries: placesOfTree(next),
    });
    setBusy(false);
    if (answer.ok) {
      if (direction) focusAfterMove.current = { id: moved.id, move: direction };
      show(answer.body.menu);
      const place = placeOf(answer.body.menu.entries, moved.id);
      if (place) {
        const under = place.parent ? text.under(nameOf(place.parent)) : text.topLevel;
        setAnnouncement(text.moved(nameOf(moved), place.index + 1, place.siblings.length, under));
      }
      return;
    }
    if (answer.status === 409 && answer.body?.current) {
      show(answer.body.current as HubMenu);
      setError(text.stale);
      return;
    }
    setError(`${text.notSaved} ${answer.body?.detail ?? ""}`);
  }

  function move(entry: HubMenuEntry, direction: TreeMove) {
    const next = moveInTree(tree, entry.id, direction, levels);
    if (!next) return;
    void saveOrder(next, entry, direction);
  }

  const sensors = useDragSensors();
  const byId = useMemo(() => new Map(allEntries(tree).map((entry) => [entry.id, entry])), [tree]);
  const named = (id: string | number | undefined) => {
    const entry = byId.get(Number(id));
    return entry ? nameOf(entry) : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => text.pickedUp(named(active.id)),
    onDragOver: ({ active, over }) => (over ? text.over(named(active.id), named(over.id)) : undefined),
    onDragEnd: ({ active }) => text.dropped(named(active.id)),
    onDragCancel: ({ active }) => text.cancelled(named(active.id)),
  };
  function dragEnd(event: DragEndEvent) {
    const entry = byId.get(Number(event.active.id));
    if (!entry || !event.over) return;
    const next = dropOnSibling(tree, entry.id, Number(event.over.id));
    if (next) void saveOrder(next, entry);
  }

  async function remove(entry: HubMenuEntry) {
    const confirmed = await confirm.ask({
      title: text.confirmTitle,
      message: <p>{text.confirm(nameOf(entry), allEntries(entry.children).length)}</p>,
      confirm: text.remove,
      danger: true,
    });
    if (!confirmed) return;
    const answer = await hubRequest<{ menu: HubMenu }>("DELETE", `settings/menus/${menuName}/${entry.id}/`);
    if (answer.ok) {
      show(answer.body.menu);
      setAnnouncement(text.deleted(nameOf(entry)));
    } else {
      setError(`${text.notSaved} ${answer.body?.detail ?? ""}`);
    }
  }

  return (
    <HubPage
      title={text.title}
      intro={<p>{text.intro}</p>}
      actions={
        <button type="button" className="hub-button hub-button--primary" onClick={() => setEditing("new")}>
          {text.add}
        </button>
      }
    >
      <fieldset className="hub-menus__choice">
        <legend>{text.menuChoice}</legend>
        {MENUS.map((name) => (
          <button
            key={name}
            type="button"
            className="hub-button"
            aria-pressed={name === menuName}
            onClick={() => {
              setMenuName(name);
              setError("");
              setAnnouncement("");
            }}
          >
            {text.menus[name]}
          </button>
        ))}
      </fieldset>

      <p role="status" className="hub-visually-hidden">
        {announcement}
      </p>
      {error && (
        <p role="alert" className="hub-alert hub-alert--error">
          {error}
        </p>
      )}

      <section aria-labelledby="hub-menu-heading">
        <h2 id="hub-menu-heading">{text.menus[menuName]}</h2>
        {menu.isPending && <p role="status">{text.loading}</p>}
        {menu.isError && (
          <p role="alert" className="hub-alert hub-alert--error">
            {text.failed}
          </p>
        )}
        {menu.data && tree.length === 0 && <p>{text.empty}</p>}
        {tree.length > 0 && (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: text.instructions } }}
          >
            <EntryList
              entries={tree}
              text={text}
              nameOf={nameOf}
              canMove={(entry, direction) => !busy && moveInTree(tree, entry.id, direction, levels) !== null}
              onMove={move}
              onEdit={setEditing}
              onDelete={(entry) => void remove(entry)}
            />
          </DndContext>
        )}
      </section>

      {editing !== null && menu.data && (
        <MenuEntryDialog
          menu={menuName}
          entry={editing === "new" ? null : editing}
          parents={allEntries(tree).filter((entry) => (placeOf(tree, entry.id)?.level ?? levels) < levels)}
          onClose={() => setEditing(null)}
          onSaved={(saved, name) => {
            show(saved);
            setEditing(null);
            setAnnouncement(text.saved(name));
          }}
        />
      )}
      {confirm.dialog}
    </HubPage>
  );
}

interface ListProps {
  entries: HubMenuEntry[];
  text: Texts;
  nameOf: (entry: HubMenuEntry) => string;
  canMove: (entry: HubMenuEntry, move: TreeMove) => boolean;
  onMove: (entry: HubMenuEntry, move: TreeMove) => void;
  onEdit: (entry: HubMenuEntry) => void;
  onDelete: (entry: HubMenuEntry) => void;
}

/** One level of the tree: its entries sort among themselves by dragging. */
function EntryList(props: ListProps) {
  return (
    <SortableContext items={props.entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
      <ol className="hub-menu-tree">
        {props.entries.map((entry) => (
          <EntryItem key={entry.id} entry={entry} {...props} />
        ))}
      </ol>
    </SortableContext>
  );
}

function EntryItem({ entry, ...props }: ListProps & { entry: HubMenuEntry }) {
  const { text, nameOf } = props;
  const lang = useHubLang();
  const name = nameOf(entry);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  const style = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  };
  const target = entry.page
    ? `${lang === "de" ? entry.page.title_de : entry.page.title_en} (${lang === "de" ? entry.page.url_de : entry.page.url_en})`
    : lang === "de"
      ? entry.url_de
      : entry.url_en;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? "hub-menu-tree__item is-dragging" : "hub-menu-tree__item"}
    >
      <div className="hub-menu-entry">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="hub-menu-entry__handle"
          aria-label={text.drag(name)}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="hub-menu-entry__text">
          <strong>{name}</strong>
          <span className="hub-menu-entry__link">
            {target}
            {entry.page && !entry.page.is_online && ` · ${text.offline}`}
            {entry.is_external && ` · ${text.external}`}
          </span>
        </div>
        <div className="hub-menu-entry__actions">
          {MOVES.map((direction) => (
            <button
              key={direction}
              type="button"
              className="hub-button hub-menu-entry__move"
              data-entry={entry.id}
              data-move={direction}
              disabled={!props.canMove(entry, direction)}
              aria-label={text.labelFor(text[direction], name)}
              title={text[direction]}
              onClick={() => props.onMove(entry, direction)}
            >
              <span aria-hidden="true">{MOVE_SYMBOLS[direction]}</span>
            </button>
          ))}
          <button
            type="button"
            className="hub-button"
            data-entry={entry.id}
            aria-label={text.labelFor(text.edit, name)}
            onClick={() => props.onEdit(entry)}
          >
            {text.edit}
          </button>
          <button
            type="button"
            className="hub-button"
            data-entry={entry.id}
            aria-label={text.labelFor(text.remove, name)}
            onClick={() => props.onDelete(entry)}
          >
            {text.remove}
          </button>
        </div>
      </div>
      {entry.children.length > 0 && <EntryList {...props} entries={entry.children} />}
    </li>
  );
}
