import { Hono } from "hono";
import { FilterOptionBody, FilterOptionListQuery } from "../../../src/schemas/back-office/taxonomies";
import { listOptions, OPTION_TABLES, optionReferences, readOption, writeOption } from "../../db/taxonomies";
import type { AppEnv } from "../../env";
import { itemApi } from "./items";

/** The programme's plain options in the back office (issue 27): genres, event tags, production tags. */
export const hubTaxonomiesApi = new Hono<AppEnv>();

for (const [path, option] of Object.entries(OPTION_TABLES)) {
  hubTaxonomiesApi.route(
    "/",
    itemApi({
      path,
      table: option.table,
      body: FilterOptionBody,
      kib: 4,
      query: FilterOptionListQuery,
      list: (db, query, lang) => listOptions(db, option, query, lang),
      read: (db, id) => readOption(db, option, id),
      write: async (db, id, body, current) => writeOption(db, option, id, body, current === null),
      references: (db, id) => optionReferences(db, option, id),
      describe: (item) => ({ name: item.name_de }),
    }),
  );
}
