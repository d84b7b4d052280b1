import { useRouterState } from "@tanstack/react-router";
import { useMemo } from "react";
import { isLang, type Lang, langOfLocation } from "../lib/languages";
import { createTranslator } from "./messages";

/**
 * The language of the current route (`$lang`). Elsewhere the location decides as it did for the
 * catalogue the root route loaded: a path no route matched (one the router could not even
 * decode, such as `/en/%ZZ`) by its prefix, the web shop by its `lang` query.
 */
export function useLang(): Lang {
  return useRouterState({
    select: (state) => {
      const params: { lang?: unknown } = state.matches[state.matches.length - 1]?.params ?? {};
      return isLang(params.lang) ? params.lang : langOfLocation(state.location.pathname, state.location.search);
    },
  });
}

/** The message formatter for the current route's language. */
export function useT() {
  const lang = useLang();
  return useMemo(() => createTranslator(lang), [lang]);
}
