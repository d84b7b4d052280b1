import { useEffect, useRef } from "react";
import * as v from "valibot";
import type { Lang } from "../../lib/languages";
import { AnchorSlug } from "../../schemas/editing";
import type { EditableModule } from "../../schemas/pages";
import { editorPaths, editorRequest } from "../api";
import { containersOf } from "../tree";

/**
 * The slug of a location hash (`#neue-sektion`) that no module of the page carries, or null:
 * a link to a section this page does not have yet (SPEC §4 "Missing section"). A hash that
 * cannot be a slug names no section either way, nor one naming an element the document has
 * (`isInDocument`: the skip link's `#main-content`).
 */
export function unknownAnchor(
  hash: string,
  modules: readonly EditableModule[],
  isInDocument: (id: string) => boolean,
): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  if (!v.is(AnchorSlug, slug) || isInDocument(slug)) return null;
  const known = containersOf(modules).some((container) => container.children.some((child) => child.slug === slug));
  return known ? null : slug;
}

/**
 * SPEC §4: for a signed-in editor, a link to a section no page has (`container/by-slug` answers
 * 404) offers to create it, empty, on this page: `offer` receives the slug, once per slug. A
 * section with that slug on another page is no missing section.
 */
export function useMissingSection(
  lang: Lang,
  hash: string,
  modules: readonly EditableModule[] | null,
  offer: (slug: string) => void,
): void {
  const asked = useRef(new Set<string>());
  const latestOffer = useRef(offer);
  latestOffer.current = offer;

  useEffect(() => {
    if (modules === null) return;
    const slug = unknownAnchor(hash, modules, (id) => document.getElementById(id) !== null);
    if (slug === null || asked.current.has(slug)) return;
    asked.current.add(slug);
    void editorRequest("GET", editorPaths(lang).bySlug(slug)).then((answer) => {
      if (answer.status === 404) latestOffer.current(slug);
    });
  }, [lang, hash, modules]);
}
