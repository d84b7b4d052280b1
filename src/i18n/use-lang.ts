import { useRouterState } from "@tanstack/react-router";
import { useMemo } from "react";
import { isLang, type Lang, langOfPath } from "./languages";
import { createTranslator } from "./messages";

/**
 * The language of the current route (`$lang`). Where no route matched (a path the router could
 * not even decode, such as `/en/%ZZ`), the path's prefix decides, as it did for the catalogue the
 * root route loaded; outside language routes, the default language.
 */
export function useLang(): Lang {
  return useRouterState({
    select: (state) => {
      const params: { lang?: unknown } = state.matches[state.matches.length - 1]?.params ?? {};
      return isLang(params.lang) ? params.lang : langOfPath(state.location.pathname);
    },
  });
}

/** The message formatter for the current route's language. */
export function useT() {
  const lang = useLang();
  return useMemo(() => createTranslator(lang), [lang]);
}
