import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";

/**
 * The state of a hub list lives in the URL query (`page`, `page_size`, `sort`, `order`, `q` and
 * the list's filters), so a filtered page can be bookmarked, shared and reloaded; the server
 * checks every value (a bad one is its 400, shown by the table).
 */

export type ListQuery = Readonly<Record<string, string>>;

/** The query's keys with a value, as plain strings (the router keeps query values as text). */
function listQueryOf(search: Readonly<Record<string, unknown>>): ListQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === "string" && value !== "") query[key] = value;
    else if (typeof value === "number") query[key] = String(value);
  }
  return query;
}

/**
 * The current list query and a setter that merges a change into it: an empty value drops its
 * key, and any change but of the page itself goes back to page 1.
 */
export function useListQuery(): [ListQuery, (change: Readonly<Record<string, string | undefined>>) => void] {
  const search = useRouterState({ select: (state) => state.location.search });
  const navigate = useNavigate();
  const query = listQueryOf(search);
  const setQuery = useCallback(
    (change: Readonly<Record<string, string | undefined>>) => {
      const next: Record<string, string> = { ...listQueryOf(search) };
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === "") delete next[key];
        else next[key] = value;
      }
      if (!("page" in change)) delete next.page;
      void navigate({ to: ".", search: next as never });
    },
    [search, navigate],
  );
  return [query, setQuery];
}
