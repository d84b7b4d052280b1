import { act, type ReactNode } from "react";
import { onTestFinished, vi } from "vitest";
import { renderInRouter } from "../components/ui/test-render";
import type { ApiClient } from "../lib/api";
import type { Lang } from "../lib/languages";
import { HubLangContext } from "./texts";

/** Lets the screen's queries answer and React render what they brought. */
export const settle = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/**
 * Settles until `ready()` holds (a lazily loaded table needs more than one turn on a busy
 * machine), failing after `ms`: a test waits for what it reads, never for a fixed time.
 */
export async function settleUntil(ready: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > until) throw new Error("the screen did not show what the test waits for");
    await settle();
  }
}

/**
 * Renders a hub screen in `lang` in a test router (at `path`, with `api` in the router's
 * context) and lets it settle; when the test ends it is unmounted and the test's stubbed
 * globals (fetch, confirm) are restored.
 */
export async function renderHubScreen(
  screen: ReactNode,
  { lang = "en", api, path }: { lang?: Lang; api?: ApiClient; path?: string } = {},
) {
  const rendered = await renderInRouter(<HubLangContext.Provider value={lang}>{screen}</HubLangContext.Provider>, {
    path,
    context: api ? { api } : undefined,
  });
  onTestFinished(() => {
    rendered.cleanup();
    vi.unstubAllGlobals();
  });
  await settle();
  return rendered;
}
