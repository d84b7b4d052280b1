import * as v from "valibot";
import { hubListQuery } from "../hub";
import { Name, Revision } from "./common";

/** A group of the team page (issue 27): its name in both languages and its place among the groups. */
export const PersonCategoryBody = v.object({
  revision: Revision,
  name_de: Name(),
  name_en: Name(),
  position: v.optional(
    v.pipe(v.number(), v.integer("Expected a whole number"), v.minValue(0, "At least 0"), v.maxValue(10_000)),
    0,
  ),
});
export type PersonCategoryBody = v.InferOutput<typeof PersonCategoryBody>;

/** A person category as the hub reads it. */
export interface PersonCategoryItem extends Omit<PersonCategoryBody, "revision"> {
  id: number;
  revision: number;
  /** How many persons it groups. */
  members: number;
}

/** GET /api/cms-hub/person-categories/: in the team page's order unless told; `q` searches both names. */
export const PersonCategoryListQuery = hubListQuery(["position", "name", "members", "id"], "asc", {});
