import type { QueryClient } from "@tanstack/react-query";
import type { Lang } from "../lib/languages";
import type { UserDetails } from "../schemas/user";

/**
 * What the page is about, as the router matched it: an editor-made page (by its path below the
 * language, '' for home) or an item of the back office (SPEC §6 admin links), or neither.
 */
export type EditTarget =
  | { kind: "page"; path: string }
  | { kind: "item"; resource: AdminResource; id: number }
  | { kind: "other" };

/** Back-office resources an item page links to (`/cms-hub/<resource>/<id>/`). */
export type AdminResource = "articles" | "venues" | "events" | "persons" | "productions" | "series" | "forms";

/** Where the browser stands: the island re-renders when it changes. */
export interface HostLocation {
  lang: Lang;
  pathname: string;
  /** Query string with its '?', or ''. */
  search: string;
  hash: string;
  target: EditTarget;
  /** The page's own URLs per language, as its route loaded them (the language switch's). */
  urls: Partial<Record<Lang, string>>;
}

/**
 * The app the island is mounted into, handed over by client/editor.ts: the island sits beside
 * the routes and features, so it reaches the router and the app's queries only through this.
 */
export interface EditorHost {
  queryClient: QueryClient;
  /** The user call the header made (logged in, or the island would not be loaded). */
  user: UserDetails;
  location(): HostLocation;
  /** Calls `listener` after each navigation; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A client-side navigation to a path of this site (query and hash included). */
  navigate(href: string, options?: { replace?: boolean }): void;
  /** Reads the current page again as visitors see it and renders it. */
  refreshPage(): Promise<void>;
}
