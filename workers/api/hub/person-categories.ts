import { PersonCategoryBody, PersonCategoryListQuery } from "../../../src/schemas/back-office/person-categories";
import {
  listPersonCategories,
  personCategoryReferences,
  readPersonCategory,
  writePersonCategory,
} from "../../db/hub-person-categories";
import { itemApi } from "./items";

/** The team page's groups in the back office (issue 27). */
export const hubPersonCategoriesApi = itemApi({
  path: "person-categories",
  table: "person_categories",
  body: PersonCategoryBody,
  kib: 4,
  query: PersonCategoryListQuery,
  list: listPersonCategories,
  read: readPersonCategory,
  write: async (db, id, body, current) => writePersonCategory(db, id, body, current === null),
  references: personCategoryReferences,
  describe: (item) => ({ name: item.name_de }),
});
