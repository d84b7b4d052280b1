import * as v from "valibot";

/** 'Few seats left' below this share (%) of a date's capacity, unless the settings say otherwise (ADR 0035). */
export const DEFAULT_FEW_SEATS_PERCENT = 10;

/** The share (%) of a date's capacity below which its free seats are 'few': 0 (never) to 100. */
export const FewSeatsPercent = v.pipe(
  v.number("Give a whole number from 0 to 100."),
  v.integer("Give a whole number from 0 to 100."),
  v.minValue(0, "Give a whole number from 0 to 100."),
  v.maxValue(100, "Give a whole number from 0 to 100."),
);

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
  // Menu style flags: the side panel's edge and which header parts are shown.
  menu: v.optional(
    v.looseObject({
      sidePanel: v.optional(v.picklist(["left", "right"]), "right"),
      showDesktopMenu: v.optional(v.boolean(), true),
      showLanguageSwitch: v.optional(v.boolean(), true),
      showSearch: v.optional(v.boolean(), true),
    }),
    {},
  ),
  events: v.optional(v.looseObject({ cardStyle: v.optional(v.picklist([1, 2, 3]), 1) }), {}),
  cookies: v.optional(v.looseObject({ tagManagerId: v.optional(v.nullable(v.string()), null) }), {}),
  // The whistleblower-protection page lives on the organisation's main site (SPEC §2 footer).
  footer: v.optional(
    v.looseObject({
      whistleblowerUrl: v.optional(v.object({ de: v.string(), en: v.string() }), {
        de: "https://www.kulturwerk.example/hinweisgeberschutz",
        en: "https://www.kulturwerk.example/en/whistleblower-protection",
      }),
    }),
    {},
  ),
  errors: v.optional(v.record(v.string(), v.string()), {}),
  stickyOverlayButton: v.optional(v.boolean(), true),
  currency: v.optional(v.string(), "€"),
  quickBuy: v.optional(v.boolean(), false),
  fewSeatsPercent: v.optional(FewSeatsPercent, DEFAULT_FEW_SEATS_PERCENT),
  detailSections: v.optional(
    v.looseObject({
      event: v.optional(v.array(v.string()), []),
      production: v.optional(v.array(v.string()), []),
    }),
    {},
  ),
  /** Venue maps: OpenStreetMap at `zoom`; framed only after media consent unless `requiresConsent` is false. */
  map: v.optional(
    v.looseObject({
      provider: v.optional(v.picklist(["openstreetmap"]), "openstreetmap"),
      zoom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(19)), 16),
      requiresConsent: v.optional(v.boolean(), true),
    }),
    {},
  ),
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
