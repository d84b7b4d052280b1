/**
 * Every content module type (`model`) of SPEC §3, as pages store them. A list of its own rather
 * than the registry's keys, so the demo seed can name module types without loading any views;
 * the registry must define exactly these (registry.ts).
 */
export const MODULE_MODELS = [
  "headline",
  "text",
  "link",
  "image",
  "full_teaser",
  "teaser_list",
  "teaser_item",
  "image_list",
  "image_list_item",
  "slider",
  "video",
  "self_hosted_video",
  "video_item",
  "video_list",
  "audio",
  "self_hosted_audio",
  "viewer",
  "venue",
  "venue_list",
  "html",
  "logo_list",
  "logo_item",
  "form",
  "hero_media",
  "section",
  "blog_teaser_list",
  "two_columns",
  "event_list",
  "highlight_teasers",
  "anchor_list",
  "quote",
  "faq",
  "faq_item",
  "social_media",
  "image_alias",
] as const;

export type ModuleModel = (typeof MODULE_MODELS)[number];
