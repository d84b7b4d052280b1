import { Hono } from "hono";
import * as v from "valibot";
import { DETAIL_SECTIONS, orderSections } from "../../../src/lib/detail-sections";
import { sanitiseFragment } from "../../../src/lib/html-sanitiser";
import {
  type DesignArea,
  DesignSettingsBody,
  DesignSettingsChecked,
  type DesignSettingsState,
  SettingsVersionsQuery,
  type SiteArea,
  SiteSettingsBody,
  type SiteSettingsState,
} from "../../../src/schemas/hub-settings";
import { DesignSettings } from "../../../src/schemas/settings";
import { designStatements, getDesignRow, getSiteArea, siteAreaStatements } from "../../db/settings";
import { listSettingsVersions } from "../../db/settings-versions";
import type { AppEnv } from "../../env";
import { slashOptional } from "../http";
import { hubAccess, hubJson, hubQuery, pagedList } from "./kit";
import { checkRules, nextStamp, saveSettings, settingsJson, staleForm } from "./settings-save";

/**
 * The hub's site and design settings (issue 25 §4, admins): `GET|PUT settings/site/` (online
 * flags and the header and footer fragments), `GET|PUT settings/design/` (custom error pages,
 * quick buy, the 'few seats' threshold, detail-section order; the design settings' other keys are kept as stored) and
 * `GET settings/versions/?area=` (an area's saves, newest first).
 */
export const hubSettingsApi = new Hono<AppEnv>();

const FORM_KIB = 128;

function siteAreaOf(state: SiteSettingsState): SiteArea {
  const { updated_at: _revision, ...area } = state;
  return area;
}

hubSettingsApi.on("GET", slashOptional("/settings/site/"), hubAccess("admin"), async (c) =>
  settingsJson(c, await getSiteArea(c.env.DB)),
);

hubSettingsApi.on("PUT", slashOptional("/settings/site/"), hubJson("admin", FORM_KIB, SiteSettingsBody), async (c) => {
  const body = c.req.valid("json");
  const db = c.env.DB;
  const current = await getSiteArea(db);
  if (current.updated_at !== body.updated_at) return staleForm(c, current);
  // Stored as the sanitiser returns it, as on every other path HTML takes into the site.
  const after: SiteArea = {
    is_site_online: body.is_site_online,
    is_shop_online: body.is_shop_online,
    html_header: sanitiseFragment(body.html_header),
    html_footer_top: sanitiseFragment(body.html_footer_top),
    html_footer_bottom: sanitiseFragment(body.html_footer_bottom),
    html_footer_logos: sanitiseFragment(body.html_footer_logos),
  };
  const now = nextStamp(current.updated_at);
  const refused = await saveSettings(
    c,
    { area: "site", before: siteAreaOf(current), after, now },
    siteAreaStatements(db, after, body.updated_at, now),
    ["settings"],
    () => getSiteArea(db),
  );
  return refused ?? settingsJson(c, { ...after, updated_at: now } satisfies SiteSettingsState);
});

/** The part of the stored design settings the hub edits, each section order complete. */
function designAreaOf(data: Record<string, unknown>): DesignArea {
  const design = v.parse(DesignSettings, data);
  return {
    errors: design.errors,
    quickBuy: design.quickBuy,
    fewSeatsPercent: design.fewSeatsPercent,
    detailSections: {
      event: orderSections(design.detailSections.event, DETAIL_SECTIONS.event),
      production: orderSections(design.detailSections.production, DETAIL_SECTIONS.production),
    },
  };
}

async function designState(db: D1Database): Promise<DesignSettingsState> {
  const row = await getDesignRow(db);
  return { ...designAreaOf(row.data), updated_at: row.updated_at };
}

hubSettingsApi.on("GET", slashOptional("/settings/design/"), hubAccess("admin"), async (c) =>
  settingsJson(c, await designState(c.env.DB)),
);

hubSettingsApi.on(
  "PUT",
  slashOptional("/settings/design/"),
  hubJson("admin", FORM_KIB, DesignSettingsBody),
  async (c) => {
    const checked = checkRules(c, DesignSettingsChecked, c.req.valid("json"));
    if (!checked.ok) return checked.response;
    const { updated_at: loadedAt, ...after } = checked.value;
    const db = c.env.DB;
    const row = await getDesignRow(db);
    if (row.updated_at !== loadedAt) return staleForm(c, await designState(db));
    const stored = v.parse(DesignSettings, row.data);
    const data = {
      ...row.data,
      errors: after.errors,
      quickBuy: after.quickBuy,
      fewSeatsPercent: after.fewSeatsPercent,
      detailSections: { ...stored.detailSections, ...after.detailSections },
    };
    const now = nextStamp(row.updated_at);
    const refused = await saveSettings(
      c,
      { area: "design", before: designAreaOf(row.data), after, now },
      designStatements(db, data, loadedAt, now),
      ["settings"],
      () => designState(db),
    );
    return refused ?? settingsJson(c, { ...after, updated_at: now } satisfies DesignSettingsState);
  },
);

hubSettingsApi.on("GET", slashOptional("/settings/versions/"), hubQuery("admin", SettingsVersionsQuery), async (c) => {
  const query = c.req.valid("query");
  return pagedList(c, query, await listSettingsVersions(c.env.DB, query));
});
