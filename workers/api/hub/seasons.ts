import { SeasonBody, SeasonListQuery } from "../../../src/schemas/back-office/seasons";
import { listHubSeasons, readHubSeason, seasonProblems, seasonReferences, writeSeason } from "../../db/hub-seasons";
import { itemApi } from "./items";

/** Seasons in the back office (issue 27): a season with productions in it is not deleted. */
export const hubSeasonsApi = itemApi({
  path: "seasons",
  table: "seasons",
  body: SeasonBody,
  kib: 4,
  query: SeasonListQuery,
  list: listHubSeasons,
  read: readHubSeason,
  check: seasonProblems,
  write: async (db, id, body, current) => writeSeason(db, id, body, current === null),
  references: seasonReferences,
  describe: (item) => ({ name: item.name_de }),
});
