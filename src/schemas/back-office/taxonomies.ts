import * as v from "valibot";
import { hubListQuery } from "../hub";
import { Name, Revision, ShowInFilter } from "./common";

/**
 * The programme's plain options (issue 27): genres, event tags and production tags, each a name
 * in both languages and whether the programme's filters offer it.
 */
export const FilterOptionBody = v.object({
  revision: Revision,
  name_de: Name(),
  name_en: Name(),
  show_in_filter: ShowInFilter,
});
export type FilterOptionBody = v.InferOutput<typeof FilterOptionBody>;

/** A plain option as the hub reads it. */
export interface FilterOptionItem {
  id: number;
  revision: number;
  name_de: string;
  name_en: string;
  show_in_filter: boolean;
  /** How many events and productions use it. */
  uses: number;
}

/** GET /api/cms-hub/{genres,event-tags,production-tags}/: by name unless told; `q` searches both names. */
export const FilterOptionListQuery = hubListQuery(["name", "uses", "id"], "asc", {});
