import * as v from "valibot";
import { hubListQuery } from "../hub";
import { Name, Revision, ShowInFilter, Slug } from "./common";

/** An exhibition type (issue 27, SPEC §3): names in both languages, the slug the filters use, the filter flag. */
export const ExhibitionTypeBody = v.object({
  revision: Revision,
  name_de: Name(),
  name_en: Name(),
  slug: Slug,
  show_in_filter: ShowInFilter,
});
export type ExhibitionTypeBody = v.InferOutput<typeof ExhibitionTypeBody>;

export interface ExhibitionTypeItem extends Omit<ExhibitionTypeBody, "revision"> {
  id: number;
  revision: number;
  /** How many events and productions use it. */
  uses: number;
}

/** GET /api/cms-hub/exhibition-types/: by name unless told. */
export const ExhibitionTypeListQuery = hubListQuery(["name", "uses", "id"], "asc", {});
