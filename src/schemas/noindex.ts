import * as v from "valibot";
import { languages } from "../lib/languages";

/** An entry of the site's noindex list: a path without its language prefix ('/archiv-2019'). */
export const NoindexEntry = v.object({ lang: v.picklist(languages), path: v.string() });
export type NoindexEntry = v.InferOutput<typeof NoindexEntry>;
export const NoindexList = v.array(NoindexEntry);
