import type { QueryClient } from "@tanstack/react-query";
import { userDetailsQuery } from "../src/features/user/queries";
import type { ApiClient } from "../src/lib/api";
import { isLang } from "../src/lib/languages";
import type { createAppRouter } from "../src/router";
import { targetOf } from "../src/editor/target";
import type { EditorHost, HostLocation } from "../src/editor/host";

type AppRouter = ReturnType<typeof createAppRouter>;

/** After the page is interactive: the browser's next idle moment (a timeout where there is none). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

function hostOf(router: AppRouter, queryClient: QueryClient): Omit<EditorHost, "user"> {
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

/**
 * Loads the in-place editor for a signed-in editor once the page is interactive. Whether the
 * visitor is signed in comes from the header's user call (already in the query cache, so no
 * extra request); a visitor never downloads a byte of the editor.
 */
export async function startEditorWhenSignedIn(router: AppRouter, api: ApiClient): Promise<void> {
  await whenIdle();
  const { queryClient } = router.options.context;
  const user = await queryClient.ensureQueryData(userDetailsQuery(api)).catch(() => null);
  if (!user?.is_logged_in) return;
  const { mountEditor } = await import("../src/editor/island");
  mountEditor({ ...hostOf(router, queryClient), user });
}
