import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import { setModuleMarks } from "../../modules/edit-marks";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import type { ModuleActions, Selection } from "../selection";
import { MoveDialog } from "../structure/MoveDialog";
import { type Container, containersOf, labelOf, locate } from "../tree";
import { type Box, boxOf, columnElement, idOf, moduleElement, moduleElements, pointedAt } from "./dom";
import { SelectionBar } from "./SelectionBar";
import "./canvas.css";

const texts = {
  de: {
    insert: (place: string, n: number) => `Hier einfügen: ${place}, Stelle ${n}`,
    column: (n: number, section: string) => `Spalte ${n} von ${section}`,
    empty: "Leer: hier einfügen",
  },
  en: {
    insert: (place: string, n: number) => `Insert here: ${place}, place ${n}`,
    column: (n: number, section: string) => `column ${n} of ${section}`,
    empty: "Empty: insert here",
  },
};

/** Modules a click or Enter opens at once: their text is what an editor points at. */
const OPEN_ON_ENTER = new Set(["text", "headline"]);

/** How far the "+" before the first module and after the last sits outside them, so it covers none of their content. */
const INSERT_OFFSET = 14;

/** A place to insert at, drawn on the page. */
interface InsertPoint {
  key: string;
  container: Container;
  index: number;
  x: number;
  y: number;
  empty: boolean;
}

/**
 * The page itself as the place to edit: every module is outlined with its name on hover and on
 * keyboard focus, a click (or Enter) selects it and shows the selection bar, a double click (or
 * Enter on a text or headline) opens its form, and "+" buttons insert into the selected module's
 * container exactly where they sit; empty columns and lists show theirs at all times. Modules
 * are one tab stop: the arrow keys move between them (roving focus).
 */
export function PageCanvas({
  lang,
  modules,
  selection,
  onSelect,
  actions,
}: {
  lang: Lang;
  modules: EditableModule[];
  selection: Selection | null;
  onSelect: (selection: Selection | null) => void;
  actions: ModuleActions;
}) {
  const text = useTexts(texts);
  const layer = useRef<HTMLDivElement>(null);
  // Bumped when the page's layout may have changed: every box is measured again.
  const [layout, setLayout] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [moving, setMoving] = useState<EditableModule | null>(null);
  const latest = useRef({ modules, selection, actions, onSelect });
  latest.current = { modules, selection, actions, onSelect };

  useEffect(() => {
    setModuleMarks(true);
    return () => setModuleMarks(false);
  }, []);

  // The page re-renders (a save, a navigation, an image loading): measure again in the next frame.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setLayout((n) => n + 1));
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    const main = document.querySelector("main") ?? document.body;
    const changed = new MutationObserver(schedule);
    changed.observe(main, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener("resize", schedule);
    };
  }, []);

  const byId = useMemo(
    () => new Map(containersOf(modules).flatMap((c) => c.children.map((m) => [m.id, m]))),
    [modules],
  );
  const selectedId =
    selection?.kind === "module" ? selection.id : selection?.kind === "column" ? selection.sectionId : null;

  // The page's module elements: named for assistive technology, one of them in the tab order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` marks a re-render of the page's elements
  useLayoutEffect(() => {
    const elements = moduleElements();
    const ids = new Set(elements.map(idOf));
    // A module without a mark (one the visitors' view leaves out) cannot hold the tab stop.
    const current =
      [focused, selectedId].find((id) => id !== null && ids.has(id)) ?? (elements[0] ? idOf(elements[0]) : null);
    for (const element of elements) {
      const id = idOf(element);
      const module = byId.get(id);
      element.tabIndex = id === current ? 0 : -1;
      element.setAttribute("role", "group");
      element.setAttribute("aria-label", module ? labelOf(module, lang) : "");
      if (selection?.kind === "module" && id === selection.id) element.setAttribute("aria-current", "true");
      else element.removeAttribute("aria-current");
    }
  }, [layout, byId, lang, focused, selection, selectedId]);

  // A selection made elsewhere (the outline, the breadcrumb) is brought into view when it is off
  // the screen; one clicked on the page is where the editor looks, and the page stays put.
  useEffect(() => {
    if (!selection) return;
    const element =
      selection.kind === "module" ? moduleElement(selection.id) : columnElement(selection.sectionId, selection.index);
    const box = element?.getBoundingClientRect();
    if (element && box && (box.bottom < 0 || box.top > window.innerHeight))
      element.scrollIntoView({ block: "nearest" });
  }, [selection]);

  // When the selection goes (its module deleted), focus that was in its bar goes to the page's tab stop.
  useEffect(() => {
    if (selection !== null || document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>('.editable-module[tabindex="0"]')?.focus();
  }, [selection]);

  const focusModule = useCallback((id: number) => {
    const element = moduleElement(id);
    if (!element) return;
    element.tabIndex = 0;
    element.focus();
  }, []);

  // The page's own events, read before the app's: in edit mode a click in a module selects it.
  useEffect(() => {
    const select = (id: number, column: number | null) =>
      latest.current.onSelect(
        column === null ? { kind: "module", id } : { kind: "column", sectionId: id, index: column },
      );
    const edit = (id: number) => {
      const found = locate(latest.current.modules, id);
      if (found) latest.current.actions.edit(found.module);
    };
    const onClick = (event: MouseEvent) => {
      const at = pointedAt(event.target);
      if (!at) return;
      event.preventDefault();
      event.stopPropagation();
      select(at.id, at.column);
    };
    const onDoubleClick = (event: MouseEvent) => {
      const at = pointedAt(event.target);
      if (!at || at.column !== null) return;
      event.preventDefault();
      event.stopPropagation();
      edit(at.id);
    };
    const onPointerOver = (event: PointerEvent) => {
      // On the editor's own "+" or bar, the module pointed at before stays pointed at (its "+" stay).
      if (event.target instanceof Element && event.target.closest("#kultur-editor")) return;
      setHovered(pointedAt(event.target)?.id ?? null);
    };
    const onPointerLeave = () => setHovered(null);
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Keyboard focus only: a click focuses the module too, and then the pointer names the others.
      setFocused(
        target instanceof HTMLElement && target.matches(".editable-module:focus-visible") ? idOf(target) : null,
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.matches(".editable-module")) return;
      // The browser's and the system's shortcuts (Alt+Left, Ctrl+Home) stay theirs.
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const id = idOf(target);
      const elements = moduleElements();
      const at = elements.indexOf(target);
      const go = (index: number) => {
        const next = elements[Math.max(0, Math.min(elements.length - 1, index))];
        if (next) {
          event.preventDefault();
          focusModule(idOf(next));
        }
      };
      const model = byIdNow(id)?.model ?? "";
      switch (event.key) {
        case "ArrowDown":
        case "ArrowRight":
          return go(at + 1);
        case "ArrowUp":
        case "ArrowLeft":
          return go(at - 1);
        case "Home":
          return go(0);
        case "End":
          return go(elements.length - 1);
        case "Enter":
          event.preventDefault();
          select(id, null);
          if (OPEN_ON_ENTER.has(model)) edit(id);
          else focusBar();
          return;
        case " ":
          event.preventDefault();
          select(id, null);
          focusBar();
          return;
      }
    };
    const byIdNow = (id: number) => locate(latest.current.modules, id)?.module;
    const focusBar = () =>
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(".editor-selection-bar__actions button")?.focus(),
      );
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener("click", onClick, { capture: true, signal });
    window.addEventListener("dblclick", onDoubleClick, { capture: true, signal });
    document.addEventListener("pointerover", onPointerOver, { signal });
    document.documentElement.addEventListener("pointerleave", onPointerLeave, { signal });
    document.addEventListener("focusin", onFocusIn, { signal });
    document.addEventListener("keydown", onKeyDown, { signal });
    return () => listening.abort();
  }, [focusModule]);

  const origin = layer.current;
  const box = (element: Element | null): Box | null => (element && origin ? boxOf(element, origin) : null);
  const named = focused ?? hovered;
  const namedModule = named === null ? null : byId.get(named);
  const namedBox = named === null ? null : box(moduleElement(named));
  const selectionBox =
    selection === null
      ? null
      : box(
          selection.kind === "module"
            ? moduleElement(selection.id)
            : columnElement(selection.sectionId, selection.index),
        );
  const points = origin ? insertPoints(modules, selection, hovered, origin) : [];

  // Frames are drawn over the page, not as outlines of its elements, which a slider or a
  // clipped teaser would cut off.
  return (
    <div ref={layer} className="editor-canvas">
      {namedModule && namedBox && named !== selectedId && (
        <>
          <span className="editor-canvas__frame editor-canvas__frame--hover" style={frameStyle(namedBox)} />
          <span className="editor-canvas__name" style={{ top: namedBox.top, left: namedBox.left }} aria-hidden="true">
            {labelOf(namedModule, lang)}
          </span>
        </>
      )}
      {selectionBox && <span className="editor-canvas__frame" style={frameStyle(selectionBox)} />}
      {points.map((point) => (
        <button
          key={point.key}
          type="button"
          className={point.empty ? "editor-canvas__insert editor-canvas__insert--empty" : "editor-canvas__insert"}
          style={{ top: point.y, left: point.x }}
          aria-label={text.insert(placeName(point.container, lang, text.column), point.index + 1)}
          title={point.empty ? text.empty : undefined}
          onClick={() => actions.insertAt(point.container, point.index)}
        >
          <span aria-hidden="true">+</span>
        </button>
      ))}
      {selection && selectionBox && (
        <SelectionBar
          lang={lang}
          modules={modules}
          selection={selection}
          box={selectionBox}
          layerWidth={document.documentElement.clientWidth}
          actions={actions}
          onSelect={onSelect}
          onMoveTo={setMoving}
          onFocusModule={() => selectedId !== null && focusModule(selectedId)}
        />
      )}
      {moving && (
        <MoveDialog
          lang={lang}
          modules={modules}
          module={moving}
          onChoose={(container, index) => {
            setMoving(null);
            void actions.move(moving, container, index);
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </div>
  );
}

function frameStyle(box: Box) {
  return { top: box.top, left: box.left, width: box.width, height: box.height };
}

function placeName(container: Container, lang: Lang, column: (n: number, section: string) => string): string {
  const holder = container.holder;
  if (!holder) return "";
  const name = labelOf(holder, lang);
  return container.column !== null ? column(container.column + 1, name) : name;
}

/**
 * Where "+" buttons go: at every place of the containers the selection and the pointer are in
 * (before each module, after the last), and inside every empty column or list of the page.
 */
function insertPoints(
  modules: readonly EditableModule[],
  selection: Selection | null,
  hovered: number | null,
  layer: Element,
): InsertPoint[] {
  const active = new Set<string>();
  const mark = (id: number | null) => {
    const found = id === null ? null : locate(modules, id);
    if (found?.container.holder) active.add(found.container.key);
  };
  mark(selection?.kind === "module" ? selection.id : null);
  mark(hovered);
  if (selection?.kind === "column") active.add(`col:${selection.sectionId}:${selection.index}`);

  const points: InsertPoint[] = [];
  for (const container of containersOf(modules)) {
    if (!container.holder) continue;
    const rendered = container.children.flatMap((child, index) => {
      const element = moduleElement(child.id);
      return element ? [{ index, rect: boxOf(element, layer) }] : [];
    });
    if (rendered.length === 0) {
      const place =
        container.column !== null
          ? columnElement(container.holder.id, container.column)
          : moduleElement(container.holder.id);
      if (!place) continue;
      const rect = boxOf(place, layer);
      points.push({
        key: `${container.key}:empty`,
        container,
        index: container.children.length,
        x: rect.left + rect.width / 2,
        y: rect.top + rect.height / 2,
        empty: true,
      });
      continue;
    }
    if (!active.has(container.key)) continue;
    rendered.forEach(({ index, rect }, at) => {
      const before = rendered[at - 1]?.rect;
      const sideBySide = before !== undefined && Math.abs(before.top - rect.top) < 4;
      points.push({
        key: `${container.key}:${index}`,
        container,
        index,
        x: sideBySide ? (before.left + before.width + rect.left) / 2 : rect.left + rect.width / 2,
        y: sideBySide
          ? rect.top + rect.height / 2
          : before
            ? (before.top + before.height + rect.top) / 2
            : rect.top - INSERT_OFFSET,
        empty: false,
      });
    });
    const last = rendered[rendered.length - 1];
    if (last) {
      points.push({
        key: `${container.key}:end`,
        container,
        index: container.children.length,
        x: last.rect.left + last.rect.width / 2,
        y: last.rect.top + last.rect.height + INSERT_OFFSET,
        empty: false,
      });
    }
  }
  return points;
}
