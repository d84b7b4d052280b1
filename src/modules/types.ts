import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { ApiClient } from "../lib/api";
import type { Lang } from "../lib/languages";

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
  /** The page's first module: likely above the fold, so its images load eagerly. */
  priority?: boolean;
}

type ModuleView<T> = ComponentType<ModuleViewProps<T>> & {
  /** Loads the view's code; lazy views render without suspending once it has resolved. */
  preload?: () => Promise<void>;
};

/** What a module may use to load its data before the page renders (a route loader's context). */
export interface ModuleLoadContext {
  api: ApiClient;
  queryClient: QueryClient;
  lang: Lang;
}

/**
 * A content module's visitor view, given the module's fields as its schema (./schemas) outputs
 * them: the page call serves only modules the server has checked.
 */
export interface ModuleDefinition<T = unknown> {
  View: ModuleView<T>;
  /** Fills the query cache with what the view reads through queries (no fetch while rendering). */
  prefetch?: (data: T, context: ModuleLoadContext) => Promise<unknown>;
}
