import * as v from "valibot";
import type { PageUrls } from "../common";
import { hubListQuery } from "../hub";
import { Name, Revision, Slug } from "./common";

/** The magazine's categories (issue 27): a name and a slug per language, a style, a place in the order. */
export const ArticleCategoryBody = v.object({
  revision: Revision,
  name_de: Name(),
  name_en: Name(),
  slug_de: Slug,
  slug_en: Slug,
  /** The category's look on the magazine pages (a style class name). */
  style_name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("This field is required!"),
      v.maxLength(40, "At most 40 characters"),
      v.regex(/^[a-z0-9_-]+$/, "Only lower-case letters, digits, dashes and underscores"),
    ),
    "default",
  ),
  /** Categories are listed by it, lowest first. */
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)), 0),
});
export type ArticleCategoryBody = v.InferOutput<typeof ArticleCategoryBody>;

/** A category as the hub reads it. */
export interface ArticleCategoryItem {
  id: number;
  revision: number;
  name_de: string;
  name_en: string;
  slug_de: string;
  slug_en: string;
  style_name: string;
  position: number;
  /** How many articles it holds. */
  uses: number;
  /** Its public pages. */
  urls: PageUrls;
}

/** GET /api/cms-hub/article-categories/: in editor order unless told; `q` searches names and slugs. */
export const ArticleCategoryListQuery = hubListQuery(["position", "name", "uses", "id"], "asc", {});
