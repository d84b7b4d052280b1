import { Hono } from "hono";
import { EventTeaserBody, EventTeaserListQuery } from "../../../src/schemas/back-office/event-teasers";
import { listHubTeasers, readHubTeaser, teaserProblems, writeTeaser } from "../../db/hub-event-teasers";
import type { AppEnv } from "../../env";
import { itemApi } from "./items";

/** The programme's teasers in the back office (issue 27): `/api/cms-hub/event-teasers/`. */
export const hubEventTeasersApi = new Hono<AppEnv>();

hubEventTeasersApi.route(
  "/",
  itemApi({
    path: "event-teasers",
    table: "event_teasers",
    body: EventTeaserBody,
    kib: 8,
    query: EventTeaserListQuery,
    list: listHubTeasers,
    read: readHubTeaser,
    check: (db, body) => teaserProblems(db, body),
    write: (db, id, body, current) => writeTeaser(db, id, body, current === null),
    // Nothing shows a teaser but the programme list, which takes it off with it.
    references: async () => [],
    describe: (item) => ({ name: item.name_de }),
    publishable: true,
  }),
);
