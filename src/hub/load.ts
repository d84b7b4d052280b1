import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { type ApiClient, ApiError } from "../lib/api";
import { defaultLang } from "../lib/languages";
import { hubMeQuery } from "./api";

/**
 * The hub layout's loader: the signed-in account. The worker sends a visitor to sign in before
 * the page renders; this covers a session that ended while the hub was open (its next
 * navigation goes to the sign-in page and comes back).
 */
export async function loadHub(context: { api: ApiClient; queryClient: QueryClient }, href: string) {
  try {
    return await context.queryClient.ensureQueryData(hubMeQuery(context.api));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect({ href: `/${defaultLang}/login?next=${encodeURIComponent(href)}`, reloadDocument: true });
    }
    throw error;
  }
}
