import { useQuery } from "@tanstack/react-query";
import type { HealthCounts } from "../../schemas/hub-health";
import { hubReadQuery, useHubApi } from "../api";

/** The number of problems per kind, as GET health/ answers (read in the browser, never cached by SSR). */
export function useHealthCounts() {
  return useQuery(hubReadQuery<{ counts: HealthCounts }>(useHubApi(), "health/"));
}
