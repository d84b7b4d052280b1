import type { Lang } from "../../lib/languages";

/** The search box of SPEC §4: the typed text, whether the suggestion list is open, the active suggestion. */
export interface SearchBoxState {
  text: string;
  open: boolean;
  /** Index of the suggestion that has (visual) focus; -1 while focus is in the text field. */
  active: number;
}

export type SearchBoxAction =
  | { type: "input"; text: string }
  | { type: "focus" }
  /** Blur (after the delay), Escape and the close event. */
  | { type: "close" }
  | { type: "next"; count: number }
  | { type: "previous"; count: number }
  | { type: "hover"; index: number }
  | { type: "choose"; text: string }
  | { type: "clear" }
  | { type: "submit" };

export const initialSearchBoxState: SearchBoxState = { text: "", open: false, active: -1 };

/** How long the list stays after the field loses focus, so a click on a suggestion still lands. */
export const BLUR_CLOSE_DELAY_MS = 200;
/** Expanding the desktop field animates for this long before the field can take focus. */
export const EXPAND_FOCUS_DELAY_MS = 200;

const hasText = (text: string) => text.trim() !== "";

export function searchBoxReducer(state: SearchBoxState, action: SearchBoxAction): SearchBoxState {
  switch (action.type) {
    case "input":
      return { text: action.text, open: hasText(action.text), active: -1 };
    case "focus":
      // Focusing a field that already holds text asks for suggestions again.
      return hasText(state.text) ? { ...state, open: true } : state;
    case "close":
    case "submit":
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case "next":
      if (action.count === 0) return hasText(state.text) ? { ...state, open: true } : state;
      // Arrow-down from the field goes to the first suggestion; past the last it wraps.
      return { ...state, open: true, active: state.active + 1 >= action.count ? 0 : state.active + 1 };
    case "previous":
      if (action.count === 0) return state;
      // Arrow-up from the first suggestion returns to the field; from the field to the last one.
      return { ...state, open: true, active: state.active === -1 ? action.count - 1 : state.active - 1 };
    case "hover":
      return { ...state, active: action.index };
    case "choose":
      return { text: action.text, open: false, active: -1 };
    case "clear":
      return initialSearchBoxState;
  }
}

/** The text the autocomplete call is made with: lowercased, trimmed; '' means no call (SPEC §5). */
export function autocompleteText(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Where a submitted search goes (SPEC §2): the localised search route with `q`; on a search
 * route with a category, that category and page 1. Null for empty text: nothing happens.
 */
export function searchTarget(lang: Lang, text: string, category: string | undefined) {
  const q = text.trim();
  if (q === "") return null;
  return {
    to: "/$lang/search/{-$category}/{-$page}" as const,
    params: { lang, category: category || undefined, page: category ? "1" : undefined },
    search: { q },
  };
}
