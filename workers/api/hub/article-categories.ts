import { Hono } from "hono";
import { ArticleCategoryBody, ArticleCategoryListQuery } from "../../../src/schemas/back-office/article-categories";
import { categoryReferences, listHubCategories, readHubCategory, writeCategory } from "../../db/hub-article-categories";
import { takenSlugs } from "../../db/hub-slugs";
import type { AppEnv } from "../../env";
import { itemApi } from "./items";

/** The magazine's categories in the back office (issue 27): `/api/cms-hub/article-categories/`. */
export const hubArticleCategoriesApi = new Hono<AppEnv>();

hubArticleCategoriesApi.route(
  "/",
  itemApi({
    path: "article-categories",
    table: "article_categories",
    body: ArticleCategoryBody,
    kib: 4,
    query: ArticleCategoryListQuery,
    list: listHubCategories,
    read: readHubCategory,
    check: (db, body, id) => takenSlugs(db, "article_categories", body, id),
    write: async (db, id, body, current) => writeCategory(db, id, body, current === null),
    references: categoryReferences,
    describe: (item) => ({ name: item.name_de }),
  }),
);
