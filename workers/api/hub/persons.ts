import { PersonBody, PersonListQuery } from "../../../src/schemas/back-office/persons";
import { listPersons, personProblems, personReferences, readPerson, writePerson } from "../../db/hub-persons";
import { itemApi } from "./items";

/** Persons in the back office (issue 27): the team page's members and the programme's casts. */
export const hubPersonsApi = itemApi({
  path: "persons",
  table: "persons",
  body: PersonBody,
  // Two biographies of rich text.
  kib: 256,
  query: PersonListQuery,
  list: listPersons,
  read: readPerson,
  check: personProblems,
  write: async (db, id, body, current) => writePerson(db, id, body, current === null),
  references: personReferences,
  describe: (item) => ({ name: `${item.first_name} ${item.last_name}`.trim() }),
});
