import type { Lang } from "../../i18n/languages";
import { toPublicPath } from "../../i18n/paths";

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
