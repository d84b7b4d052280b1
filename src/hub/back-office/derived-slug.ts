import { useEffect, useRef } from "react";
import { slugify } from "../../lib/slug";

/**
 * Keeps a slug derived from `source` (the item's name) until the editor edits it: while the slug
 * is empty or still what the name before the change gave, it follows the name; once it is
 * something else, the editor chose it and it stays.
 */
export function useDerivedSlug(source: string, slug: string, setSlug: (slug: string) => void): void {
  const previous = useRef(source);
  useEffect(() => {
    if (previous.current === source) return;
    const follows = slug === "" || slug === slugify(previous.current);
    previous.current = source;
    if (follows) setSlug(slugify(source));
  }, [source, slug, setSlug]);
}
