import * as v from "valibot";
import { sanitiseFragment } from "../../src/lib/html-sanitiser";
import { DesignSettings, type SiteSettings } from "../../src/schemas/settings";

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
