import { useEffect, useRef } from "react";
import { slugify } from "../../lib/slug";

/**
 * Keeps a slug derived from `source` (the item's name or title) until the editor edits it: while
 * the slug is empty or still what the source before the change gave, it follows the source; once
 * it is something else, the editor chose it and it stays. A stored item's slug that is still its
 * name's follows a new name too (the public address names the id, so the old one still leads there).
 */
export function useDerivedSlug(source: string, slug: string, setSlug: (slug: string) => void): void {
  const previous = useRef(source);
  // The setter of this render: a caller's inline function must not run the effect again.
  const set = useRef(setSlug);
  set.current = setSlug;
  useEffect(() => {
    if (previous.current === source) return;
    const follows = slug === "" || slug === slugify(previous.current);
    previous.current = source;
    if (follows) set.current(slugify(source));
  }, [source, slug]);
}
