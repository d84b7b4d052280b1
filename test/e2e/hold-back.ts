import type { Page, Request } from "@playwright/test";

/** The home page's route code (`src/routes/$lang/index.tsx`): without it the page cannot hydrate. */
export const HOME_ROUTE_CODE = /\/assets\/_lang-[\w-]+\.js$/;

/**
 * Holds back the requests matching `pattern` until `release()`. `held()` tells whether one came:
 * without a hold (the chunk renamed or not requested) a check that the page has not hydrated
 * would prove nothing.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<{ release: () => void; held: () => boolean }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(pattern, async (route) => {
    held = true;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

/**
 * Watches the scripts `page` asks for. `settled()` resolves once at least one was asked for,
 * every one has arrived and the page's main thread has had nothing else to do since, with no new
 * request: by then the page has run all the code it had.
 */
export function watchScripts(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  let seen = 0;
  let changed = () => {};
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    seen++;
    pending.add(request);
    changed();
  });
  const finished = (request: Request) => {
    if (pending.delete(request)) changed();
  };
  page.on("requestfinished", finished);
  page.on("requestfailed", finished);
  const arrived = () =>
    new Promise<void>((resolve) => {
      changed = () => {
        if (seen > 0 && pending.size === 0) resolve();
      };
      changed();
    });
  return {
    async settled() {
      for (;;) {
        await arrived();
        const before = seen;
        // A background task runs once no other task is waiting (idle callbacks would wait for a
        // frame, and a page held before its first paint renders none).
        await page.evaluate(() =>
          (
            globalThis as unknown as { scheduler: { postTask: (task: () => void, options: object) => Promise<void> } }
          ).scheduler.postTask(() => {}, { priority: "background" }),
        );
        if (seen === before && pending.size === 0) return;
      }
    },
  };
}
