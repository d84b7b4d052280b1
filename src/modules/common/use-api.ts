import { useRouteContext } from "@tanstack/react-router";
import type { ApiClient } from "../../lib/api";

/** The router's API client, for module views that read through queries. */
export function useApi(): ApiClient {
  return useRouteContext({ from: "__root__" }).api;
}
