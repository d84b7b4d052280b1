import { useParams } from "@tanstack/react-router";
import { useMemo } from "react";
import { defaultLang, isLang, type Lang } from "./languages";
import { createTranslator } from "./messages";

/** The language of the current route (`$lang`), the default outside language routes. */
export function useLang(): Lang {
  const params = useParams({ strict: false });
  return isLang(params.lang) ? params.lang : defaultLang;
}

/** The message formatter for the current route's language. */
export function useT() {
  const lang = useLang();
  return useMemo(() => createTranslator(lang), [lang]);
}
