import * as v from "valibot";

/** Design settings (SPEC §3): loose, because editors may add keys the site does not read yet. */
export const DesignSettings = v.looseObject({
  header: v.optional(
    v.looseObject({
      logoLink: v.optional(v.string(), "/"),
      basketLink: v.optional(v.string(), ""),
      webshopLink: v.optional(v.string(), ""),
    }),
    {},
  ),
  menu: v.optional(v.looseObject({ sidePanel: v.optional(v.picklist(["left", "right"]), "right") }), {}),
  events: v.optional(v.looseObject({ cardStyle: v.optional(v.picklist([1, 2, 3]), 1) }), {}),
  cookies: v.optional(v.looseObject({ tagManagerId: v.optional(v.nullable(v.string()), null) }), {}),
  errors: v.optional(v.record(v.string(), v.string()), {}),
  stickyOverlayButton: v.optional(v.boolean(), true),
  currency: v.optional(v.string(), "€"),
  quickBuy: v.optional(v.boolean(), false),
  detailSections: v.optional(
    v.looseObject({
      event: v.optional(v.array(v.string()), []),
      production: v.optional(v.array(v.string()), []),
    }),
    {},
  ),
  map: v.optional(v.looseObject({}), {}),
});
export type DesignSettings = v.InferOutput<typeof DesignSettings>;

/** Response of GET /pageeditor-api/settings and the cached form of the site settings. */
export const SiteSettings = v.object({
  status: v.literal("ok"),
  site_name: v.string(),
  is_site_online: v.boolean(),
  is_shop_online: v.boolean(),
  html_header: v.string(),
  html_footer_top: v.string(),
  html_footer_bottom: v.string(),
  html_footer_logos: v.string(),
  login_url: v.string(),
  logout_url: v.string(),
  webshop_url: v.string(),
  design: DesignSettings,
});
export type SiteSettings = v.InferOutput<typeof SiteSettings>;
