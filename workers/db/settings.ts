import * as v from "valibot";
import { sanitiseFragment } from "../../src/lib/html-sanitiser";
import type { SiteArea, SiteSettingsState } from "../../src/schemas/hub-settings";
import { DesignSettings, type SiteSettings } from "../../src/schemas/settings";

type SiteFragment = "html_header" | "html_footer_top" | "html_footer_bottom" | "html_footer_logos";

interface SiteSettingsRow {
  site_name: string;
  is_site_online: number;
  is_shop_online: number;
  html_header: string;
  html_footer_top: string;
  html_footer_bottom: string;
  html_footer_logos: string;
  login_url: string;
  logout_url: string;
  webshop_url: string;
  design: string | null;
}

/** The single settings row with design settings; throws when the site has no settings row. */
export async function getSiteSettings(db: D1Database): Promise<SiteSettings> {
  const row = await db
    .prepare(
      `SELECT s.site_name, s.is_site_online, s.is_shop_online, s.html_header, s.html_footer_top,
              s.html_footer_bottom, s.html_footer_logos, s.login_url, s.logout_url, s.webshop_url,
              (SELECT data FROM design_settings WHERE id = 1) AS design
         FROM site_settings s WHERE s.id = 1`,
    )
    .first<SiteSettingsRow>();
  if (!row) throw new Error("site_settings row 1 is missing");
  return {
    status: "ok",
    site_name: row.site_name,
    is_site_online: row.is_site_online === 1,
    is_shop_online: row.is_shop_online === 1,
    html_header: sanitiseFragment(row.html_header),
    html_footer_top: sanitiseFragment(row.html_footer_top),
    html_footer_bottom: sanitiseFragment(row.html_footer_bottom),
    html_footer_logos: sanitiseFragment(row.html_footer_logos),
    login_url: row.login_url,
    logout_url: row.logout_url,
    webshop_url: row.webshop_url,
    design: v.parse(DesignSettings, row.design ? JSON.parse(row.design) : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The hub's site settings screens (issue 25): the areas as stored, and their writes.

/** The site area as stored (fragments as saved, which is as the sanitiser returned them). */
export async function getSiteArea(db: D1Database): Promise<SiteSettingsState> {
  const row = await db
    .prepare(
      `SELECT is_site_online, is_shop_online, html_header, html_footer_top, html_footer_bottom, html_footer_logos,
              updated_at
         FROM site_settings WHERE id = 1`,
    )
    .first<Pick<SiteSettingsRow, "is_site_online" | "is_shop_online" | SiteFragment> & { updated_at: string }>();
  if (!row) throw new Error("site_settings row 1 is missing");
  return { ...row, is_site_online: row.is_site_online === 1, is_shop_online: row.is_shop_online === 1 };
}

/** Writes the site area when the row is still at `loadedAt` (else the batch aborts: stale). */
export function siteAreaStatements(
  db: D1Database,
  area: SiteArea,
  loadedAt: string,
  now: string,
): D1PreparedStatement[] {
  return [
    updatedAtGuard(db, "site_settings", loadedAt),
    db
      .prepare(
        `UPDATE site_settings SET is_site_online = ?1, is_shop_online = ?2, html_header = ?3, html_footer_top = ?4,
                html_footer_bottom = ?5, html_footer_logos = ?6, updated_at = ?7
          WHERE id = 1`,
      )
      .bind(
        area.is_site_online ? 1 : 0,
        area.is_shop_online ? 1 : 0,
        area.html_header,
        area.html_footer_top,
        area.html_footer_bottom,
        area.html_footer_logos,
        now,
      ),
  ];
}

/** The stored design settings, every key, with the time they were saved. */
export async function getDesignRow(db: D1Database): Promise<{ data: Record<string, unknown>; updated_at: string }> {
  const row = await db
    .prepare("SELECT data, updated_at FROM design_settings WHERE id = 1")
    .first<{ data: string; updated_at: string }>();
  if (!row) throw new Error("design_settings row 1 is missing");
  return { data: JSON.parse(row.data) as Record<string, unknown>, updated_at: row.updated_at };
}

/** Replaces the design settings with `data` when they are still at `loadedAt` (else stale). */
export function designStatements(
  db: D1Database,
  data: Record<string, unknown>,
  loadedAt: string,
  now: string,
): D1PreparedStatement[] {
  return [
    updatedAtGuard(db, "design_settings", loadedAt),
    db.prepare("UPDATE design_settings SET data = ?1, updated_at = ?2 WHERE id = 1").bind(JSON.stringify(data), now),
  ];
}

/** Aborts the batch ('stale_revision', migration 0009) when the settings row was saved since `loadedAt`. */
function updatedAtGuard(db: D1Database, table: "site_settings" | "design_settings", loadedAt: string) {
  return db
    .prepare(
      `INSERT INTO stale_writes (object) SELECT ?1 WHERE (SELECT updated_at FROM ${table} WHERE id = 1) IS NOT ?2`,
    )
    .bind(table, loadedAt);
}
