import type { Lang } from "../../lib/languages";
import { slugify } from "../../lib/slug";
import type { EditableModule } from "../../schemas/pages";
import { editorPaths, editorRequest } from "../api";

/** At most this many characters (ANCHOR_SLUG_PATTERN). */
const MAX_LENGTH = 80;

/** A section's anchor from its heading: its slug, at most as long as an anchor may be. */
export function anchorOf(heading: string): string {
  return slugify(heading).slice(0, MAX_LENGTH).replace(/-+$/, "");
}

/** The anchors the page's modules carry, at any depth. */
function anchorsOf(modules: readonly EditableModule[]): Set<string> {
  const found = new Set<string>();
  const visit = (list: readonly EditableModule[]) => {
    for (const module of list) {
      if (module.slug) found.add(module.slug);
      visit(module.children ?? []);
      for (const column of module.columns ?? []) visit(column.children);
    }
  };
  visit(modules);
  return found;
}

/** "abschnitt-N" / "section-N" from the page's next section number on, skipping the anchors in `taken`. */
function* anchorCandidates(lang: Lang, taken: ReadonlySet<string>, sections: number): Generator<string> {
  const stem = lang === "de" ? "abschnitt" : "section";
  for (let number = sections + 1; ; number += 1) if (!taken.has(`${stem}-${number}`)) yield `${stem}-${number}`;
}

/** How many candidates the site is asked about before the last one is offered anyway (the server then says it is taken). */
const SITE_LOOKUPS = 12;

/**
 * A default anchor for a new section no module of the site has yet (anchors are unique in a
 * language across the site): the page's own anchors are skipped, the rest asked of
 * `container/by-slug`, whose 404 means free.
 */
export async function freeAnchor(lang: Lang, modules: readonly EditableModule[]): Promise<string> {
  const sections = modules.filter((module) => module.model === "section").length;
  let candidate = "";
  let lookups = 0;
  for (candidate of anchorCandidates(lang, anchorsOf(modules), sections)) {
    const answer = await editorRequest("GET", editorPaths(lang).bySlug(candidate));
    lookups += 1;
    if (answer.status === 404 || lookups >= SITE_LOOKUPS) break;
  }
  return candidate;
}
