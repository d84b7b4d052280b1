import { userDetailsQuery } from "../src/features/user/queries";
import type { ApiClient } from "../src/lib/api";
import type { createAppRouter } from "../src/router";

export type AppRouter = ReturnType<typeof createAppRouter>;

/** After the page is interactive: the browser's next idle moment (a timeout where there is none). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
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
  // The island and what ties it to the router load together, neither of them in the entry.
  const [{ mountEditor }, { hostOf }] = await Promise.all([import("../src/editor/island"), import("./editor-host")]);
  mountEditor({ ...hostOf(router, queryClient), user });
}
