import * as v from "valibot";
import { ArticleListItem } from "../../schemas/articles";
import { entityId } from "../common/fields";

/** SPEC §5/§9: a blog teaser list shows 1 to 8 articles. */
export const BLOG_TEASER_ITEMS = { min: 1, max: 8 } as const;

/**
 * SPEC §3 blog teaser list: how many articles (`items`, required), an optional main teaser, and
 * the articles the page call resolves (`article_objs`, `main_teaser_obj`).
 */
export const BlogTeaserListModule = v.object({
  items: v.pipe(v.number(), v.integer(), v.minValue(BLOG_TEASER_ITEMS.min), v.maxValue(BLOG_TEASER_ITEMS.max)),
  main_teaser: v.optional(v.nullable(entityId), null),
  article_objs: v.optional(v.array(ArticleListItem), []),
  main_teaser_obj: v.optional(v.nullable(ArticleListItem), null),
});
