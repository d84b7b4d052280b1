import * as v from "valibot";
import { hubListQuery } from "../hub";
import { ImageKey, Name, Revision, RichHtml, ShowInFilter, Slug, Theme } from "./common";

/**
 * A series of events (issue 27, SPEC §3): names, slugs and rich-text descriptions in both
 * languages, an image, its theme and whether the programme's filter offers it.
 */
export const SeriesBody = v.object({
  revision: Revision,
  name_de: Name(),
  name_en: Name(),
  slug_de: Slug,
  slug_en: Slug,
  description_de: RichHtml,
  description_en: RichHtml,
  image: ImageKey,
  theme: Theme,
  show_in_filter: ShowInFilter,
});
export type SeriesBody = v.InferOutput<typeof SeriesBody>;

export interface SeriesItem extends Omit<SeriesBody, "revision"> {
  id: number;
  revision: number;
  /** How many events belong to it. */
  events: number;
  urls: { de: string; en: string };
}

/** GET /api/cms-hub/series/: by name unless told. */
export const SeriesListQuery = hubListQuery(["name", "events", "id"], "asc", {});
