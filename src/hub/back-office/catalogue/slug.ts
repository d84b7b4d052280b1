import { useRef } from "react";
import { slugify } from "../../../lib/slug";

/**
 * A slug follows the text it is derived from (a title, a name) until someone edits it: while it
 * is still what the previous text gave (or empty), a new text gives a new slug; an edited slug stays.
 */
function followingSlug(slug: string, before: string, after: string): string {
  return slug === "" || slug === slugify(before) ? slugify(after) : slug;
}

/**
 * `followingSlug` for one field pair of a form: remembers the source text it last saw. A stored
 * item's slug is its address, which links elsewhere name: it stays unless edited (`stored`).
 */
export function useSlugFollower(source: string, stored: boolean): (slug: string, next: string) => string {
  const previous = useRef(source);
  return (slug, next) => {
    if (stored) return slug;
    const derived = followingSlug(slug, previous.current, next);
    previous.current = next;
    return derived;
  };
}
