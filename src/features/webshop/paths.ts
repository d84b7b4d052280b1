import { toPublicPath } from "../../i18n/paths";
import type { Lang } from "../../lib/languages";

/**
 * SPEC §2: the web shop's own paths for its event list, item groups and series lead to the
 * site's programme, article (magazine) and subscription (series) pages. `splat` is the path
 * below the shop's base (`events`, `series/12`); null when the shop has no such page.
 */
export function webshopRedirect(splat: string, lang: Lang): string | null {
  const [section = "", id] = splat.split("/").filter(Boolean);
  switch (section.toLowerCase()) {
    case "events":
      return toPublicPath(`/${lang}/events`);
    case "item-groups":
    case "itemgroups":
      return toPublicPath(`/${lang}/mediathek-en`);
    case "series":
      return id && /^[1-9][0-9]{0,9}$/.test(id) ? `/${lang}/series/${id}` : toPublicPath(`/${lang}/events`);
    default:
      return null;
  }
}

/**
 * The built-in shop's address of a path below one of its alias bases (SPEC §2: ticket-template
 * and test-shop lead to the same shop). The router hands the sub-path over decoded, so each
 * segment is encoded again: a raw control character or umlaut is no valid `Location`.
 */
export function shopAliasHref(splat: string | undefined): string {
  return `/webshop/${(splat ?? "").split("/").map(encodeURIComponent).join("/")}`;
}
