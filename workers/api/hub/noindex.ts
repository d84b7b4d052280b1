import { Hono } from "hono";
import * as v from "valibot";
import { NoindexBody, NoindexChecked, NoindexListQuery } from "../../../src/schemas/hub-settings";
import {
  deleteNoindexStatements,
  findNoindexEntry,
  getNoindexEntry,
  insertNoindexStatement,
  listNoindexPage,
} from "../../db/noindex";
import type { AppEnv } from "../../env";
import { notFound, PRIVATE, parseId, slashOptional } from "../http";
import { type HubContext, hubJson, hubQuery, pagedList } from "./kit";
import { checkRules, saveSettings, settingsJson } from "./settings-save";

/**
 * The noindex list of the site settings (issue 25 §4, admins): `GET|POST settings/noindex/`,
 * `DELETE settings/noindex/:id/`. Each save is versioned (the entry added or removed) and purges
 * the list, so the next page view carries or drops its `X-Robots-Tag`.
 */
export const hubNoindexApi = new Hono<AppEnv>();

hubNoindexApi.on("GET", slashOptional("/settings/noindex/"), hubQuery("admin", NoindexListQuery), async (c) => {
  const query = c.req.valid("query");
  return pagedList(c, query, await listNoindexPage(c.env.DB, query));
});

const alreadyListed = (c: HubContext, current: unknown) =>
  c.json({ error: "conflict", detail: "This path is already on the language's noindex list.", current }, 409, PRIVATE);

hubNoindexApi.on("POST", slashOptional("/settings/noindex/"), hubJson("admin", 4, NoindexBody), async (c) => {
  const checked = checkRules(c, NoindexChecked, c.req.valid("json"));
  if (!checked.ok) return checked.response;
  const entry = checked.value;
  const db = c.env.DB;
  const listed = await findNoindexEntry(db, entry);
  if (listed) return alreadyListed(c, listed);
  const refused = await saveSettings(
    c,
    { area: "noindex", before: null, after: entry, now: new Date().toISOString() },
    [insertNoindexStatement(db, entry)],
    ["noindex"],
    () => findNoindexEntry(db, entry),
  );
  if (refused) return refused;
  return settingsJson(c, await findNoindexEntry(db, entry), 201);
});

hubNoindexApi.on(
  "DELETE",
  slashOptional("/settings/noindex/:id{[0-9]+}/"),
  hubJson("admin", 1, v.object({}), { emptyAs: {} }),
  async (c) => {
    const id = parseId(c.req.param("id"));
    const db = c.env.DB;
    const current = id === null ? null : await getNoindexEntry(db, id);
    if (id === null || current === null) return notFound(c, "No noindex entry with this id.");
    const refused = await saveSettings(
      c,
      {
        area: "noindex",
        before: { lang: current.lang, path: current.path },
        after: null,
        now: new Date().toISOString(),
      },
      deleteNoindexStatements(db, id),
      ["noindex"],
      () => getNoindexEntry(db, id),
    );
    return refused ?? settingsJson(c, { deleted: current });
  },
);
