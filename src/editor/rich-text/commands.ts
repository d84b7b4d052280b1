import { toggleMark } from "@milkdown/kit/prose/commands";
import { redoDepth, undoDepth } from "@milkdown/kit/prose/history";
import type { Mark, MarkType } from "@milkdown/kit/prose/model";
import { liftListItem, wrapInList } from "@milkdown/kit/prose/schema-list";
import { type Command, type EditorState, TextSelection } from "@milkdown/kit/prose/state";

/** What the toolbar shows as pressed or available where the selection is. */
export interface ToolbarState {
  strong: boolean;
  emphasis: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  undo: boolean;
  redo: boolean;
}

export const EMPTY_TOOLBAR: ToolbarState = {
  strong: false,
  emphasis: false,
  link: false,
  bulletList: false,
  orderedList: false,
  undo: false,
  redo: false,
};

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) !== undefined;
  return state.doc.rangeHasMark(from, to, type);
}

/** The innermost list around the selection's start, and where it begins. */
function listAround(state: EditorState) {
  const { $from } = state.selection;
  const { bullet_list, ordered_list } = state.schema.nodes;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === bullet_list || node.type === ordered_list) return { node, pos: $from.before(depth) };
  }
  return null;
}

export function toolbarState(state: EditorState): ToolbarState {
  const { strong, emphasis } = state.schema.marks;
  const list = listAround(state)?.node.type.name;
  return {
    strong: strong !== undefined && markActive(state, strong),
    emphasis: emphasis !== undefined && markActive(state, emphasis),
    link: linkAround(state) !== null,
    bulletList: list === "bullet_list",
    orderedList: list === "ordered_list",
    undo: undoDepth(state) > 0,
    redo: redoDepth(state) > 0,
  };
}

export const sameToolbarState = (a: ToolbarState, b: ToolbarState) =>
  (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);

export function toggleMarkNamed(name: "strong" | "emphasis"): Command {
  return (state, dispatch, view) => {
    const type = state.schema.marks[name];
    return type !== undefined && toggleMark(type)(state, dispatch, view);
  };
}

/**
 * The list buttons toggle: in a list of the same kind they lift the items out of it, in the
 * other kind they change the list's kind, elsewhere they wrap the paragraphs in a new list.
 */
export function toggleList(name: "bullet_list" | "ordered_list"): Command {
  return (state, dispatch) => {
    const list = listAround(state);
    const listType = state.schema.nodes[name];
    const item = state.schema.nodes.list_item;
    if (!listType || !item) return false;
    if (list?.node.type === listType) return liftListItem(item)(state, dispatch);
    if (list) {
      dispatch?.(state.tr.setNodeMarkup(list.pos, listType).scrollIntoView());
      return true;
    }
    return wrapInList(listType)(state, dispatch);
  };
}

/** A link where the selection starts: its whole extent in the paragraph, and its mark. */
export interface LinkRange {
  from: number;
  to: number;
  mark: Mark;
}

export function linkAround(state: EditorState): LinkRange | null {
  const type = state.schema.marks.link;
  if (!type) return null;
  const { $from, empty } = state.selection;
  const mark = (empty ? type.isInSet($from.marks()) : undefined) ?? type.isInSet($from.nodeAfter?.marks ?? []) ?? null;
  if (!mark) return null;
  const cursor = $from.parentOffset;
  const holds = (from: number, to: number) => from >= 0 && from <= cursor && cursor <= to;
  let from = -1;
  let to = -1;
  let done = false;
  $from.parent.forEach((child, offset) => {
    if (done) return;
    if (mark.isInSet(child.marks)) {
      if (from < 0) from = offset;
      to = offset + child.nodeSize;
    } else if (holds(from, to)) {
      done = true;
    } else {
      from = -1;
    }
  });
  const start = $from.start();
  return holds(from, to) ? { from: start + from, to: start + to, mark } : null;
}

export interface LinkInput {
  href: string;
  newWindow: boolean;
  /** The link's text; empty keeps the text the range has (or, for a bare cursor, uses the address). */
  text: string;
}

/** Makes `from…to` a link: a new one, or the one there changed; a new text replaces the old. */
export function setLink(from: number, to: number, input: LinkInput): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.link;
    if (!type) return false;
    const current = state.doc.textBetween(from, to);
    const previous = linkAround(state)?.mark;
    const mark = type.create({ href: input.href, title: previous?.attrs.title ?? null, newWindow: input.newWindow });
    const text = input.text.trim() || (from === to ? input.href : current);
    if (!dispatch) return true;
    const tr = state.tr;
    if (text === current) {
      tr.removeMark(from, to, type).addMark(from, to, mark);
    } else {
      const $from = state.doc.resolve(from);
      const marks = from === to ? (state.storedMarks ?? $from.marks()) : ($from.nodeAfter?.marks ?? $from.marks());
      tr.replaceWith(from, to, state.schema.text(text, mark.addToSet(type.removeFromSet(marks))));
      tr.setSelection(TextSelection.create(tr.doc, from + text.length));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

export function removeLink(from: number, to: number): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.link;
    if (!type) return false;
    dispatch?.(state.tr.removeMark(from, to, type));
    return true;
  };
}
