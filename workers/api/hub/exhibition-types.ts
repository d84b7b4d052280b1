import { ExhibitionTypeBody, ExhibitionTypeListQuery } from "../../../src/schemas/back-office/exhibition-types";
import {
  exhibitionTypeProblems,
  exhibitionTypeReferences,
  listHubExhibitionTypes,
  readHubExhibitionType,
  writeExhibitionType,
} from "../../db/hub-exhibition-types";
import { itemApi } from "./items";

/** Exhibition types in the back office (issue 27): a type events or productions use is not deleted. */
export const hubExhibitionTypesApi = itemApi({
  path: "exhibition-types",
  table: "exhibition_types",
  body: ExhibitionTypeBody,
  kib: 4,
  query: ExhibitionTypeListQuery,
  list: listHubExhibitionTypes,
  read: readHubExhibitionType,
  check: exhibitionTypeProblems,
  write: async (db, id, body, current) => writeExhibitionType(db, id, body, current === null),
  references: exhibitionTypeReferences,
  describe: (item) => ({ name: item.name_de }),
});
