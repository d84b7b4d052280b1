import { createContext, useContext } from "react";
import type { Lang } from "../lib/languages";

export type AlertKind = "save" | "error";

/** A button the alert offers (the saved alert's undo of a delete). */
export interface AlertAction {
  label: string;
  run(): void | Promise<void>;
}

/** What every part of the editor island shares. */
export interface EditorContextValue {
  /** The page's language: the editor's texts and the API calls follow it. */
  lang: Lang;
  /**
   * Announces a save or a failure (SPEC §4 alert: hides after 4000 ms). With an action it stays
   * longer, and never hides while its button has the focus or the pointer.
   */
  alert(kind: AlertKind, message?: string, action?: AlertAction): void;
  /** Reads the page again: the visitor's view the app shows and the editable read. */
  refresh(): Promise<void>;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor outside the editor island");
  return value;
}

/** A component's own texts in German and English, picked by the page's language. */
export function useTexts<T>(texts: { de: T; en: T }): T {
  return texts[useEditor().lang];
}
