import type { Lang } from "../lib/languages";

/**
 * Labels of the module fields as stored (snake_case keys of a module's data, SPEC §3 names), in
 * German and English, as plain data: the module forms (common/edit/labels.tsx) and the hub's
 * version comparison name fields with them. A field not listed is named by its key.
 */
export const FIELD_LABELS = {
  anchor: { de: "Anker (für Sprunglinks)", en: "Anchor (for jump links)" },
  slug: { de: "Anker (für Sprunglinks)", en: "Anchor (for jump links)" },
  extra_class: { de: "Stil (CSS-Klasse)", en: "Style (CSS class)" },
  image: { de: "Bild", en: "Image" },
  link: { de: "Link", en: "Link" },
  link_url: { de: "Link", en: "Link" },
  link_text: { de: "Linktext", en: "Link text" },
  preline: { de: "Dachzeile", en: "Preline" },
  headline: { de: "Überschrift", en: "Headline" },
  headline_level: { de: "Überschriftenebene", en: "Headline level" },
  subline: { de: "Unterzeile", en: "Subline" },
  text: { de: "Text", en: "Text" },
  content: { de: "Inhalt", en: "Content" },
  author: { de: "Autor/in", en: "Author" },
  title: { de: "Titel", en: "Title" },
  caption: { de: "Bildunterschrift", en: "Caption" },
  description: { de: "Beschreibung", en: "Description" },
  sticky: { de: "Fixiert am Bildschirmrand", en: "Sticky at the screen edge" },
  open_new_window: { de: "In neuem Fenster öffnen", en: "Open in a new window" },
  embed: { de: "Einbettungscode oder Link", en: "Embed code or link" },
  media_type: { de: "Medientyp", en: "Media type" },
  video_url: { de: "Video-Link (YouTube oder Vimeo)", en: "Video link (YouTube or Vimeo)" },
  video: { de: "Video", en: "Video" },
  file: { de: "Datei (Pfad oder URL)", en: "File (path or URL)" },
  online_from: { de: "Online ab", en: "Online from" },
  online_to: { de: "Online bis", en: "Online until" },
  format: { de: "Format", en: "Format" },
  layout: { de: "Spalten", en: "Columns" },
  button_text: { de: "Button-Text", en: "Button text" },
  button_link: { de: "Button-Link", en: "Button link" },
  button_link_url: { de: "Button-Link", en: "Button link" },
  html_code: { de: "HTML-Code", en: "HTML code" },
  items: { de: "Anzahl der Einträge", en: "Number of entries" },
  venue: { de: "Spielstätte", en: "Venue" },
  form: { de: "Formular", en: "Form" },
  alias: { de: "Bildmotiv", en: "Image motif" },
  date_from: { de: "Von", en: "From" },
  date_to: { de: "Bis", en: "To" },
  decrease_distance: { de: "Geringerer Abstand", en: "Less spacing" },
  categories: { de: "Kategorien", en: "Categories" },
  filters: { de: "Zeitraum", en: "Period" },
  tag: { de: "Schlagwort", en: "Tag" },
  length: { de: "Länge", en: "Length" },
  main_teaser: { de: "Hauptartikel", en: "Main article" },
  hubspot_id: { de: "HubSpot-ID (altes Formular)", en: "HubSpot id (former form)" },
} as const satisfies Record<string, { de: string; en: string }>;

/** A field's label in one language; a field without one is named by its key in words. */
export function fieldLabel(name: string, lang: Lang): string {
  return Object.hasOwn(FIELD_LABELS, name)
    ? FIELD_LABELS[name as keyof typeof FIELD_LABELS][lang]
    : name.replaceAll("_", " ");
}
