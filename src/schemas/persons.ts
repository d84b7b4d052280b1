import * as v from "valibot";
import { IdName, ImageObj, ImageThumbnails, PageUrls } from "./common";
import { ProductionRef } from "./events";

/** A member of the team/ensemble page. */
export const PersonListItem = v.object({
  id: v.number(),
  slug: v.string(),
  /** `/{lang}/team/{slug}/{id}`. */
  url: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  name: v.string(),
  position: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
});
export type PersonListItem = v.InferOutput<typeof PersonListItem>;

/** GET /{lang}/api/persons/: one collapsible group per person category, in editor order. */
export const PersonGroup = v.object({ id: v.number(), name: v.string(), members: v.array(PersonListItem) });
export type PersonGroup = v.InferOutput<typeof PersonGroup>;
export const PersonGroupList = v.array(PersonGroup);
export type PersonGroupList = v.InferOutput<typeof PersonGroupList>;

export const PersonProduction = v.object({ ...ProductionRef.entries, role: v.nullable(v.string()) });
export type PersonProduction = v.InferOutput<typeof PersonProduction>;

/** GET /{lang}/api/persons/{id}/. */
export const PersonDetail = v.object({
  ...PersonListItem.entries,
  /** The page in each language, each with that language's slug; `url` is the current one. */
  urls: PageUrls,
  /** Sanitised rich-text HTML (stored sanitised; editor writes sanitise). */
  bio: v.nullable(v.string()),
  categories: v.array(IdName),
  /** Online productions the person takes part in, with the role. */
  productions: v.array(PersonProduction),
});
export type PersonDetail = v.InferOutput<typeof PersonDetail>;
