import type { QueryClient } from "@tanstack/react-query";
import type { EditorHost, HostLocation } from "../src/editor/host";
import { targetOf } from "../src/editor/target";
import { isLang } from "../src/lib/languages";
import type { AppRouter } from "./editor";

/** The app as the editor island sees it: the router's location and navigation, the query client. */
export function hostOf(router: AppRouter, queryClient: QueryClient): Omit<EditorHost, "user"> {
  const read = (): HostLocation => {
    const { pathname, searchStr, hash } = router.state.location;
    const lang = pathname.split("/")[1] ?? "";
    return {
      lang: isLang(lang) ? lang : "de",
      pathname,
      search: searchStr,
      hash: hash ? `#${hash}` : "",
      target: targetOf(router.state.matches),
      urls: {},
    };
  };
  // One object per navigation: the island reads it as an external store, which must answer the
  // same object until it changes.
  let current = read();
  return {
    queryClient,
    location: () => current,
    subscribe: (listener) =>
      router.subscribe("onResolved", () => {
        current = read();
        listener();
      }),
    navigate: (href, options) => void router.navigate({ href, replace: options?.replace }),
    refreshPage: async () => {
      await queryClient.invalidateQueries({ queryKey: ["page"] });
      await router.invalidate();
    },
  };
}
