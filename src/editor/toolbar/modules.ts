import type { Lang } from "../../lib/languages";

/**
 * The toolbar's insertable modules, exactly SPEC §6's list and order, with the editor's names
 * for them in both languages.
 */
export const INSERTABLE_MODULES = [
  { model: "headline", de: "Überschrift", en: "Headline" },
  { model: "text", de: "Text", en: "Text" },
  { model: "link", de: "Link", en: "Link" },
  { model: "image", de: "Bild", en: "Image" },
  { model: "faq", de: "FAQ", en: "FAQ" },
  { model: "video", de: "Video", en: "Video" },
  { model: "self_hosted_video", de: "Video SH", en: "Video SH" },
  { model: "audio", de: "Audio", en: "Audio" },
  { model: "self_hosted_audio", de: "Audio SH", en: "Audio SH" },
  { model: "viewer", de: "PDF-Viewer", en: "PDF Viewer" },
  { model: "quote", de: "Zitat", en: "Quote" },
  { model: "full_teaser", de: "Full Teaser", en: "Full Teaser" },
  { model: "venue_list", de: "Spielstättenliste", en: "Venue List" },
  { model: "html", de: "HTML", en: "HTML" },
  { model: "form", de: "Formular", en: "Form" },
  { model: "hero_media", de: "Hero Media", en: "Hero Media" },
  { model: "section", de: "Sektion", en: "Section" },
  { model: "teaser_list", de: "Teaserliste", en: "Teaser List" },
  { model: "image_list", de: "Bilderliste", en: "Image List" },
  { model: "logo_list", de: "Logoliste", en: "Logo List" },
  { model: "blog_teaser_list", de: "Blogliste", en: "Blog List" },
  { model: "two_columns", de: "Zwei Spalten", en: "Two Columns" },
  { model: "event_list", de: "Veranstaltungsliste", en: "Event List" },
  { model: "highlight_teasers", de: "Highlight-Teaser", en: "Highlight Teasers" },
  { model: "anchor_list", de: "Ankerliste", en: "Anchor List" },
] as const;

/** Types that are no toolbar entry but appear on pages: list items and older modules. */
const OTHER_NAMES: Readonly<Record<string, { de: string; en: string }>> = {
  faq_item: { de: "FAQ-Eintrag", en: "FAQ item" },
  teaser_item: { de: "Teaser", en: "Teaser" },
  image_list_item: { de: "Bild", en: "Image" },
  logo_item: { de: "Logo", en: "Logo" },
  video_item: { de: "Video", en: "Video" },
  venue: { de: "Spielstätte", en: "Venue" },
  slider: { de: "Slider", en: "Slider" },
  video_list: { de: "Videoliste", en: "Video list" },
  social_media: { de: "Social Media", en: "Social media" },
  image_alias: { de: "Bildausschnitt", en: "Image alias" },
};

/** The editor's name of a module type in the page's language; an unknown type shows as stored. */
export function moduleName(model: string, lang: Lang): string {
  const entry = INSERTABLE_MODULES.find((item) => item.model === model) ?? OTHER_NAMES[model];
  return entry ? entry[lang] : model;
}
