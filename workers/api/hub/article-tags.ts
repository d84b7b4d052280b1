import { Hono } from "hono";
import { ArticleTagBody, ArticleTagListQuery } from "../../../src/schemas/back-office/article-tags";
import { listHubTags, readHubTag, tagReferences, writeTag } from "../../db/hub-article-tags";
import { takenSlugs } from "../../db/hub-slugs";
import type { AppEnv } from "../../env";
import { itemApi } from "./items";

/** The magazine's tags in the back office (issue 27): `/api/cms-hub/article-tags/`. */
export const hubArticleTagsApi = new Hono<AppEnv>();

hubArticleTagsApi.route(
  "/",
  itemApi({
    path: "article-tags",
    table: "article_tags",
    body: ArticleTagBody,
    kib: 4,
    query: ArticleTagListQuery,
    list: listHubTags,
    read: readHubTag,
    check: (db, body, id) => takenSlugs(db, "article_tags", body, id),
    write: async (db, id, body, current) => writeTag(db, id, body, current === null),
    references: tagReferences,
    describe: (item) => ({ name: item.name_de }),
  }),
);
