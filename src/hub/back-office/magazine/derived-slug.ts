import { useRef } from "react";
import type { Lang } from "../../../lib/languages";
import { slugify } from "../../../lib/slug";

/**
 * A slug per language that follows its title as it is typed until the editor edits the slug
 * itself: a new item's address needs no thought, an edited one is never overwritten. A loaded
 * item whose slug is not its title's counts as edited (its address is in use as it is).
 *
 * The answer's `title(lang)` and `slug(lang)` are the two fields' listeners.
 */
export function useDerivedSlugs(
  loaded: Record<Lang, { title: string; slug: string }> | null,
  setSlug: (lang: Lang, slug: string) => void,
) {
  const edited = useRef<Record<Lang, boolean>>({
    de: loaded !== null && loaded.de.slug !== slugify(loaded.de.title),
    en: loaded !== null && loaded.en.slug !== slugify(loaded.en.title),
  });
  return {
    title: (lang: Lang) => ({
      onChange: ({ value }: { value: string }) => {
        if (!edited.current[lang]) setSlug(lang, slugify(value));
      },
    }),
    slug: (lang: Lang) => ({
      onChange: () => {
        edited.current[lang] = true;
      },
    }),
  };
}
