import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { ApiClient, QueryValue } from "../lib/api";
import { HUB_API_PREFIX } from "../lib/hub-access";
import { type JsonAnswer, type Method, sendJson } from "../lib/json-request";
import type { Paged } from "../schemas/common";

/**
 * The hub's calls: reads through the app's one API client (in-process during SSR, fetch in the
 * browser: DESIGN §1) and react-query; writes with the CSRF header from the browser.
 */

/** A path of the hub's API: `hubPath("dashboard/activity/")` → `/api/cms-hub/dashboard/activity/`. */
export function hubPath(path: string): string {
  return `${HUB_API_PREFIX}/${path.replace(/^\/+/, "")}`;
}

/** A write of the hub's API (`path` below its prefix). Never throws; see JsonAnswer. */
export function hubRequest<T>(method: Method, path: string, body?: unknown): Promise<JsonAnswer<T>> {
  return sendJson<T>(method, path.startsWith("/") ? path : hubPath(path), body);
}

/** The signed-in account, as GET me/ answers. */
export interface HubMe {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  has_dashboard_online_access: boolean;
}

export const hubMeQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ["hub", "me"], queryFn: () => api.get<HubMe>(hubPath("me/")), staleTime: 60_000 });

/** A hub list's page: the paged envelope and the order its rows are in. */
export interface HubPaged<Row> extends Paged<Row> {
  sort?: string;
  order?: "asc" | "desc";
}

/** A paged list of the hub (`path` below the prefix) for one state of its query. */
export const hubListQuery = <Row, Extra extends object = object>(
  api: ApiClient,
  path: string,
  query: Record<string, QueryValue>,
) =>
  queryOptions({
    queryKey: ["hub", path, query],
    queryFn: () => api.get<HubPaged<Row> & Extra>(hubPath(path), query),
  });

/** One read of the hub that is not a list. */
export const hubReadQuery = <T>(api: ApiClient, path: string, query: Record<string, QueryValue> = {}) =>
  queryOptions({ queryKey: ["hub", path, query], queryFn: () => api.get<T>(hubPath(path), query) });

/** The signed-in account inside the hub (the layout route loaded it). */
export function useHubMe(): HubMe {
  const { api } = useRouter().options.context;
  return useSuspenseQuery(hubMeQuery(api)).data;
}

/** The app's API client inside the hub: in-process during SSR, fetch in the browser. */
export function useHubApi(): ApiClient {
  return useRouter().options.context.api;
}
