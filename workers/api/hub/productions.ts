import { Hono } from "hono";
import { ProductionBody, ProductionListQuery } from "../../../src/schemas/back-office/productions";
import {
  listHubProductions,
  productionDates,
  productionProblems,
  productionReferences,
  readHubProduction,
  writeProduction,
} from "../../db/hub-productions";
import type { AppEnv } from "../../env";
import { notFound, PRIVATE, parseId, slashOptional } from "../http";
import { itemApi } from "./items";
import { hubAccess } from "./kit";
import { productionDatesApi } from "./production-dates";

/**
 * Productions in the back office (issue 27): the item calls, a production's dates for its form,
 * and (production-dates.ts) a series of dates created at once from a rule.
 */
export const hubProductionsApi = new Hono<AppEnv>();

hubProductionsApi.on("GET", slashOptional("/productions/:id/dates/"), hubAccess("editor"), async (c) => {
  const id = parseId(c.req.param("id"));
  if (id === null || (await readHubProduction(c.env.DB, id)) === null) {
    return notFound(c, "No productions item has this id.");
  }
  return c.json(await productionDates(c.env.DB, id), 200, PRIVATE);
});

hubProductionsApi.route("/", productionDatesApi);

hubProductionsApi.route(
  "/",
  itemApi({
    path: "productions",
    table: "productions",
    body: ProductionBody,
    kib: 512,
    query: ProductionListQuery,
    list: listHubProductions,
    read: readHubProduction,
    check: productionProblems,
    write: async (db, id, body, current, now) => writeProduction(db, id, body, current === null, now),
    references: productionReferences,
    describe: (item) => ({ title: item.title_de }),
    publishable: true,
  }),
);
