import { type ComponentType, createContext, useContext, useId } from "react";
import type { Lang } from "../../../lib/languages";

/**
 * The state of the module form being edited, shared by its fields (modules/<type>/edit.tsx):
 * each field reads and sets its value by name and shows the message for its path (the
 * browser's own checks, or the server's `problems`). The editor island provides it, with the
 * widgets the fields cannot build themselves (the rich-text editor and the finders live in
 * src/editor, above the modules).
 */
export interface FieldsState {
  lang: Lang;
  model: string;
  values: Record<string, unknown>;
  setValue(name: string, value: unknown): void;
  /** Field path → message. */
  errors: Record<string, string>;
  widgets: EditorWidgets;
}

export interface RichTextProps {
  id: string;
  /** Sanitised HTML as stored. */
  value: string;
  onChange(html: string): void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  /** The language of the text (a bilingual item's field): set on the editable area alone, not the toolbar. */
  lang?: string;
}

/** What the editor lends the fields: the rich-text editor and the finders (SPEC §2: link, image, event). */
export interface EditorWidgets {
  RichText: ComponentType<RichTextProps>;
  /**
   * Opens the image finder; resolves with the chosen image (its R2 key) or null. Given `formats`
   * (image_alias: vertical, horizontal), the editor picks one too, `format` preselected, and the
   * answer's `format` names it.
   */
  chooseImage(options: {
    format?: string;
    formats?: readonly string[];
  }): Promise<{ key: string; alt: string; format?: string } | null>;
  /** Opens the link finder on `current`; resolves with the chosen URL (a site path or an external URL) or null. */
  chooseLink(current: string): Promise<string | null>;
  /** Opens the event finder; resolves with the chosen event or null. */
  chooseEvent(): Promise<{ id: number; title: string; url: string } | null>;
}

export const FieldsContext = createContext<FieldsState | null>(null);

export function useFields(): FieldsState {
  const state = useContext(FieldsContext);
  if (!state) throw new Error("a module field outside its form");
  return state;
}

/** One field's value, setter, message and the ids its label and message use. */
export function useField<T = unknown>(name: string) {
  const state = useFields();
  const id = useId();
  return {
    id,
    errorId: `${id}-error`,
    value: state.values[name] as T | undefined,
    setValue: (value: T) => state.setValue(name, value),
    error: state.errors[name],
    lang: state.lang,
  };
}
