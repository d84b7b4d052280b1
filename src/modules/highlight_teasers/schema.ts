import * as v from "valibot";
import { entityId } from "../common/fields";

/** SPEC §3 highlight teasers: the magazine categories whose newest articles are highlighted (none: all). */
export const HighlightTeasersModule = v.object({
  categories: v.optional(v.array(entityId), []),
});
