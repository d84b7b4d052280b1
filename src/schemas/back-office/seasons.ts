import * as v from "valibot";
import { hubListQuery } from "../hub";
import { Name, Revision, ShowInFilter, Slug } from "./common";

/** A season (issue 27, SPEC §3): names in both languages, its slug and its days (first to last, both counted). */

const Day = v.pipe(v.string(), v.isoDate("Expected a date as yyyy-mm-dd"));

export const SeasonBody = v.pipe(
  v.object({
    revision: Revision,
    name_de: Name(),
    name_en: Name(),
    slug: Slug,
    date_start: Day,
    date_end: Day,
    show_in_filter: ShowInFilter,
  }),
  v.forward(
    v.check((season) => season.date_end >= season.date_start, "The season ends on or after its first day"),
    ["date_end"],
  ),
);
export type SeasonBody = v.InferOutput<typeof SeasonBody>;

export interface SeasonItem extends Omit<SeasonBody, "revision"> {
  id: number;
  revision: number;
  /** How many productions are in it. */
  productions: number;
}

/** GET /api/cms-hub/seasons/: latest first unless told. */
export const SeasonListQuery = hubListQuery(["start", "name", "id"], "desc", {});
