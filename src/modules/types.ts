import type { ComponentType } from "react";
import type * as v from "valibot";
import type { Lang } from "../i18n/languages";

/** A module as the page call returns it: SPEC §3 fields flattened beside the tree keys. */
export interface ModuleNode {
  id: number;
  model: string;
  slug?: string | null;
  children?: ModuleNode[];
  columns?: { index: number; classes?: string; children: ModuleNode[] }[];
  [field: string]: unknown;
}

export interface ModuleViewProps<T> {
  data: T;
  node: ModuleNode;
  lang: Lang;
}

/** A content module: its stored fields' schema (with defaults) and its visitor view. */
export interface ModuleDefinition<S extends v.GenericSchema = v.GenericSchema> {
  schema: S;
  View: ComponentType<ModuleViewProps<v.InferOutput<S>>>;
}
