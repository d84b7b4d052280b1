import { VenueBody, VenueListQuery } from "../../../src/schemas/back-office/venues";
import { listVenues, readVenue, venueProblems, venueReferences, writeVenue } from "../../db/hub-venues";
import { itemApi } from "./items";

/** Venues with their rooms in the back office (issue 27). */
export const hubVenuesApi = itemApi({
  path: "venues",
  table: "venues",
  body: VenueBody,
  // Two descriptions of rich text and up to 100 rooms.
  kib: 256,
  query: VenueListQuery,
  list: listVenues,
  read: readVenue,
  check: venueProblems,
  write: (db, id, body, current) => writeVenue(db, id, body, current === null),
  references: venueReferences,
  describe: (item) => ({ name: item.name_de }),
});
