import { act } from "react";
import { renderInIsland, waitFor } from "./island.test-helper";
import { PageEditor } from "./PageEditor";

/** Where the page editor reads the page “Über uns” (`editablePage`) for editing. */
export const ABOUT_PAGE_URL = "/de/pageeditor-api/page/ueber-uns?edit";

/** The German page editor at `path` (default: “Über uns”) in the island; it stays in edit mode. */
export function renderPageEditor({
  path = "ueber-uns",
  hash = "",
  navigate = () => {},
}: {
  path?: string;
  hash?: string;
  navigate?: (url: string) => void;
} = {}) {
  return renderInIsland(
    <PageEditor
      lang="de"
      path={path}
      hash={hash}
      onLeave={() => {}}
      navigate={navigate}
      refreshPage={async () => {}}
    />,
  );
}

/** The outline's actions button of the module `label` names (e.g. “Sektion: Spielzeit”), once it shows. */
export const outlineActions = (label: string) =>
  waitFor(
    () => document.querySelector<HTMLButtonElement>(`button[aria-label="Aktionen für ${label}"]`),
    `the actions for ${label}`,
  );

/** Chooses `entry` (e.g. “Bearbeiten”) in the outline's actions menu of the module `label` names. */
export async function chooseInOutline(label: string, entry: string) {
  const actions = await outlineActions(label);
  await act(async () => actions.click());
  const item = await waitFor(
    () => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((each) => each.textContent === entry),
    `the entry “${entry}”`,
  );
  await act(async () => item.click());
}
