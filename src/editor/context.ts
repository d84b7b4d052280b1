import { createContext, useContext } from "react";
import type { Lang } from "../lib/languages";

export type AlertKind = "save" | "error";

/** What every part of the editor island shares. */
export interface EditorContextValue {
  /** The page's language: the editor's texts and the API calls follow it. */
  lang: Lang;
  /** Announces a save or a failure (SPEC §4 alert: hides after 4000 ms). */
  alert(kind: AlertKind, message?: string): void;
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
