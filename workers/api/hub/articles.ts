import { Hono } from "hono";
import { ArticleBody, ArticleListQuery } from "../../../src/schemas/back-office/articles";
import {
  articleProblems,
  articleReferences,
  listHubArticles,
  readHubArticle,
  writeArticle,
} from "../../db/hub-articles";
import type { AppEnv } from "../../env";
import { itemApi } from "./items";

/** The magazine's articles in the back office (issue 27): `/api/cms-hub/articles/`. */
export const hubArticlesApi = new Hono<AppEnv>();

hubArticlesApi.route(
  "/",
  itemApi({
    path: "articles",
    table: "articles",
    body: ArticleBody,
    // Two rich-text bodies of up to 100 000 characters each.
    kib: 512,
    query: ArticleListQuery,
    list: listHubArticles,
    read: readHubArticle,
    check: articleProblems,
    write: async (db, id, body, current, now) => writeArticle(db, id, body, current === null, now),
    references: articleReferences,
    describe: (item) => ({ title: item.title_de }),
    publishable: true,
  }),
);
