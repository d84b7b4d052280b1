import type { AdminResource, EditTarget } from "./host";

/** A matched route as the router reports it: its id (the file route's path) and params. */
export interface RouteMatchLike {
  routeId: string;
  params: Record<string, string | undefined>;
}

/** Item routes (English route ids, DESIGN §3) and the back-office resource behind each. */
const ITEM_ROUTES: Readonly<Record<string, AdminResource>> = {
  "/$lang/events/$slug/$id": "events",
  "/$lang/productions/$slug/$id": "productions",
  "/$lang/team/$slug/$id": "persons",
  "/$lang/mediathek-en/$slug/$id": "articles",
  "/$lang/venues/$slug/$id": "venues",
  "/$lang/series/{-$slug}/$id": "series",
  "/$lang/form/$slug/$id": "forms",
};

/** What the deepest matched route shows: an editable page, a back-office item, or neither. */
export function targetOf(matches: readonly RouteMatchLike[]): EditTarget {
  const match = matches[matches.length - 1];
  if (!match) return { kind: "other" };
  if (match.routeId === "/$lang/") return { kind: "page", path: "" };
  if (match.routeId === "/$lang/$") return { kind: "page", path: match.params._splat ?? "" };
  const resource = ITEM_ROUTES[match.routeId];
  const id = Number(match.params.id);
  if (resource && Number.isInteger(id) && id > 0) return { kind: "item", resource, id };
  return { kind: "other" };
}

/** The back-office page of an item (SPEC §6). */
export function adminPath(resource: AdminResource, id: number): string {
  return `/cms-hub/${resource}/${id}/`;
}

/** Whether a query string (with or without '?') carries the `edit` flag (SPEC §4). */
export function hasEditFlag(search: string): boolean {
  return new URLSearchParams(search).has("edit");
}

/**
 * The query string with the `edit` flag set or removed, other parameters kept in their order;
 * the flag is written bare (`?edit`), as editors type it.
 */
export function withEditFlag(search: string, on: boolean): string {
  const kept = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && part.split("=")[0] !== "edit");
  if (on) kept.push("edit");
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}
