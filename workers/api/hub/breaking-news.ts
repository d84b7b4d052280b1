import { Hono } from "hono";
import {
  BreakingNewsBody,
  BreakingNewsFields,
  type BreakingNewsItem,
  BreakingNewsListQuery,
  BreakingNewsUpdateBody,
  RevisionBody,
} from "../../../src/schemas/hub-settings";
import {
  alertGuard,
  deleteAlertStatement,
  getAlert,
  insertAlertStatement,
  listAlerts,
  updateAlertStatement,
} from "../../db/breaking-news";
import { reserveIds } from "../../db/page-edits";
import type { AppEnv } from "../../env";
import { notFound, parseId, slashOptional } from "../http";
import { hubJson, hubQuery, pagedList } from "./kit";
import { checkRules, saveSettings, settingsJson, staleForm } from "./settings-save";

/**
 * The breaking-news alerts of the site settings (issue 25 §4, admins): `GET|POST
 * settings/breaking-news/`, `PATCH|DELETE settings/breaking-news/:id/`. Each save is versioned
 * (the alert before and after) and purges the alerts of both languages and the pages showing them.
 */
export const hubBreakingNewsApi = new Hono<AppEnv>();

const ALERT_KIB = 32;
const ITEM = "/settings/breaking-news/:id{[0-9]+}/";

hubBreakingNewsApi.on(
  "GET",
  slashOptional("/settings/breaking-news/"),
  hubQuery("admin", BreakingNewsListQuery),
  async (c) => {
    const query = c.req.valid("query");
    return pagedList(c, query, await listAlerts(c.env.DB, query));
  },
);

hubBreakingNewsApi.on(
  "POST",
  slashOptional("/settings/breaking-news/"),
  hubJson("admin", ALERT_KIB, BreakingNewsBody),
  async (c) => {
    const checked = checkRules(c, BreakingNewsFields, c.req.valid("json"));
    if (!checked.ok) return checked.response;
    const db = c.env.DB;
    const [id] = await reserveIds(db, "breaking_news", 1);
    if (id === undefined) throw new Error("no id was reserved");
    const created: BreakingNewsItem = { id, revision: 1, ...checked.value };
    const refused = await saveSettings(
      c,
      { area: "breaking_news", before: null, after: created, now: new Date().toISOString() },
      [insertAlertStatement(db, id, checked.value)],
      ["breaking-news"],
      async () => null,
    );
    return refused ?? settingsJson(c, created, 201);
  },
);

hubBreakingNewsApi.on("PATCH", slashOptional(ITEM), hubJson("admin", ALERT_KIB, BreakingNewsUpdateBody), async (c) => {
  const id = parseId(c.req.param("id"));
  const db = c.env.DB;
  const current = id === null ? null : await getAlert(db, id);
  if (id === null || current === null) return notFound(c, "No alert with this id.");
  const { revision, ...fields } = c.req.valid("json");
  const checked = checkRules(c, BreakingNewsFields, fields);
  if (!checked.ok) return checked.response;
  if (current.revision !== revision) return staleForm(c, current);
  const updated: BreakingNewsItem = { id, revision: revision + 1, ...checked.value };
  const refused = await saveSettings(
    c,
    { area: "breaking_news", before: current, after: updated, now: new Date().toISOString() },
    [alertGuard(db, id, revision), updateAlertStatement(db, id, checked.value)],
    ["breaking-news"],
    () => getAlert(db, id),
  );
  return refused ?? settingsJson(c, updated);
});

hubBreakingNewsApi.on("DELETE", slashOptional(ITEM), hubJson("admin", 1, RevisionBody), async (c) => {
  const id = parseId(c.req.param("id"));
  const db = c.env.DB;
  const current = id === null ? null : await getAlert(db, id);
  if (id === null || current === null) return notFound(c, "No alert with this id.");
  const { revision } = c.req.valid("json");
  if (current.revision !== revision) return staleForm(c, current);
  const refused = await saveSettings(
    c,
    { area: "breaking_news", before: current, after: null, now: new Date().toISOString() },
    [alertGuard(db, id, revision), deleteAlertStatement(db, id)],
    ["breaking-news"],
    () => getAlert(db, id),
  );
  return refused ?? settingsJson(c, { deleted: current });
});
