import { SeriesBody, SeriesListQuery } from "../../../src/schemas/back-office/series";
import { listHubSeries, readHubSeries, seriesProblems, seriesReferences, writeSeries } from "../../db/hub-series";
import { itemApi } from "./items";

/** Series in the back office (issue 27): a series with events, or linked from pages and teasers, is not deleted. */
export const hubSeriesApi = itemApi({
  path: "series",
  table: "series",
  body: SeriesBody,
  kib: 256,
  query: SeriesListQuery,
  list: listHubSeries,
  read: readHubSeries,
  check: seriesProblems,
  write: async (db, id, body, current) => writeSeries(db, id, body, current === null),
  references: seriesReferences,
  describe: (item) => ({ name: item.name_de }),
});
