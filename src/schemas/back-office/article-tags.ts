import * as v from "valibot";
import type { PageUrls } from "../common";
import { hubListQuery } from "../hub";
import { Name, Revision, Slug } from "./common";

/** The magazine's tags (issue 27): a name and a slug per language. */
export const ArticleTagBody = v.object({
  revision: Revision,
  name_de: Name(),
  name_en: Name(),
  slug_de: Slug,
  slug_en: Slug,
});
export type ArticleTagBody = v.InferOutput<typeof ArticleTagBody>;

/** A tag as the hub reads it. */
export interface ArticleTagItem {
  id: number;
  revision: number;
  name_de: string;
  name_en: string;
  slug_de: string;
  slug_en: string;
  /** How many articles carry it. */
  uses: number;
  /** Its public pages. */
  urls: PageUrls;
}

/** GET /api/cms-hub/article-tags/: by name unless told; `q` searches names and slugs. */
export const ArticleTagListQuery = hubListQuery(["name", "uses", "id"], "asc", {});
