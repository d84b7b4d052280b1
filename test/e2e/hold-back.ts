import type { Page } from "@playwright/test";

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
