import * as v from "valibot";
import { cssClasses } from "../common/fields";

/** SPEC §3 teaser list: its teaser items are the node's children. */
export const TeaserListModule = v.object({ extra_class: cssClasses });
