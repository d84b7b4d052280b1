import { Hono } from "hono";
import { getPerson, listPersonGroups } from "../db/persons";
import type { AppEnv } from "../env";
import { notFound, parseId, slashOptional } from "./http";

export const personsApi = new Hono<AppEnv>();

/** GET /{lang}/api/persons/: `[{ id, name, members: PersonListItem[] }]`, one group per person category. */
personsApi.on("GET", slashOptional("/:lang{de|en}/api/persons/"), async (c) => {
  return c.json(await listPersonGroups(c.env.DB, c.get("lang")));
});

/** GET /{lang}/api/persons/{id}/: the team member with bio, categories and productions. */
personsApi.on("GET", slashOptional("/:lang{de|en}/api/persons/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const person = id === null ? null : await getPerson(c.env.DB, c.get("lang"), id);
  return person ? c.json(person) : notFound(c);
});
