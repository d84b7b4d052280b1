import * as v from "valibot";
import { AccessField } from "../access";
import { PositiveIntParam } from "../common";
import { hubListQuery } from "../hub";
import { ImageKey, Name, OptionalRef, OptionalText, RefList, Revision, RichHtml, Slug, Theme } from "./common";

/**
 * A production in the back office (issue 27, SPEC §3): titles and texts in both languages (the
 * descriptions rich text, sanitised on save), its image with an alt text per language, the
 * people with their roles, tags, season, exhibition type and genre, its slugs (derived from the
 * titles until edited; each unique among productions) and whether it is online.
 */

/** One person of a production, in the order the production's page lists them. */
const ProductionPersonBody = v.object({
  person_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  role_de: OptionalText(200),
  role_en: OptionalText(200),
});

export const ProductionBody = v.object({
  revision: Revision,
  title_de: Name(),
  title_en: Name(),
  subtitle_de: OptionalText(300),
  subtitle_en: OptionalText(300),
  description_de: RichHtml,
  description_en: RichHtml,
  slug_de: Slug,
  slug_en: Slug,
  image: ImageKey,
  image_alt_de: OptionalText(300),
  image_alt_en: OptionalText(300),
  season_id: OptionalRef,
  exhibition_type_id: OptionalRef,
  genre_id: OptionalRef,
  tags: RefList,
  persons: v.pipe(
    v.optional(v.array(ProductionPersonBody), []),
    v.maxLength(100, "At most 100 entries"),
    v.check((rows) => new Set(rows.map((row) => row.person_id)).size === rows.length, "A person is listed twice"),
  ),
  theme: Theme,
  is_online: v.optional(v.boolean(), true),
  /** Its accessibility, which its dates inherit unless they give their own (ADR 0037); null: none. */
  access: AccessField,
});
export type ProductionBody = v.InferOutput<typeof ProductionBody>;

/** A production's person as the hub reads it (with the person's name). */
export interface ProductionPersonItem {
  person_id: number;
  name: string;
  role_de: string | null;
  role_en: string | null;
}

/** One date of a production, for its form's "dates" section. */
export interface ProductionDate {
  id: number;
  date_start: string;
  status: string;
  is_online: boolean;
  venue: string | null;
}

/** A production as the hub reads it. */
export interface ProductionItem extends Omit<ProductionBody, "revision" | "persons"> {
  id: number;
  revision: number;
  persons: ProductionPersonItem[];
  season: string | null;
  updated_at: string;
  /** How many events the production has (dates). */
  dates: number;
  /** Its public pages, one per language. */
  urls: { de: string; en: string };
}

/** GET /api/cms-hub/productions/: newest change first unless told; `q` searches titles and slugs. */
export const ProductionListQuery = hubListQuery(["updated", "title", "id", "dates"], "desc", {
  season: v.optional(PositiveIntParam),
  online: v.optional(v.picklist(["yes", "no"])),
});
