import type { HealthKind } from "../../schemas/hub-health";

/** How the hub names a kind of programme health: a short name and what it lists. */
interface KindText {
  name: string;
  about: string;
}

/** The kinds' names in the hub's two languages (screens, start page). */
export const KIND_TEXTS: Record<"de" | "en", Record<HealthKind, KindText>> = {
  de: {
    "events-english": {
      name: "Termine ohne englischen Text",
      about: "Kommende Termine ohne englischen Titel oder Beschreibung.",
    },
    "productions-english": {
      name: "Produktionen ohne englischen Text",
      about: "Sichtbare Produktionen ohne englischen Titel oder Beschreibung.",
    },
    "events-image": { name: "Termine ohne Bild", about: "Kommende Termine ohne Bild." },
    "productions-image": { name: "Produktionen ohne Bild", about: "Sichtbare Produktionen ohne Bild." },
    "image-alt": {
      name: "Bilder ohne Alternativtext",
      about:
        "Kommende Termine und sichtbare Produktionen mit Bild, aber ohne eigenen deutschen oder englischen Alternativtext (die Seiten nennen dann nur den Titel).",
    },
    "events-price": {
      name: "Termine ohne Preis",
      about: "Kommende Termine im Verkauf (ohne externen Ticketlink), für die kein Preis angelegt ist.",
    },
    "productions-dates": {
      name: "Produktionen ohne kommende Termine",
      about: "Sichtbare Produktionen, die keinen kommenden Termin mehr haben.",
    },
    "stale-links": {
      name: "Links auf vergangene oder abgesagte Termine",
      about:
        "Module sichtbarer Seiten und Teaser im Programm, die auf einen vergangenen oder abgesagten Termin führen.",
    },
    "page-sections": {
      name: "Seiten mit abweichenden Abschnitten",
      about: "Seiten, deren deutsche und englische Fassung verschieden aufgebaut sind.",
    },
    searches: {
      name: "Suchen ohne Treffer",
      about: "Suchbegriffe der letzten 30 Tage, für die keine Suche etwas gefunden hat.",
    },
    "not-found": {
      name: "Häufige 404 ohne Weiterleitung",
      about: "Pfade, die in den letzten 30 Tagen mehr als fünfmal nicht gefunden wurden und keine Weiterleitung haben.",
    },
  },
  en: {
    "events-english": {
      name: "Events without English text",
      about: "Upcoming events without an English title or description.",
    },
    "productions-english": {
      name: "Productions without English text",
      about: "Visible productions without an English title or description.",
    },
    "events-image": { name: "Events without an image", about: "Upcoming events without an image." },
    "productions-image": { name: "Productions without an image", about: "Visible productions without an image." },
    "image-alt": {
      name: "Images without alt text",
      about:
        "Upcoming events and visible productions with an image but without their own German or English alt text (pages then say only the title).",
    },
    "events-price": {
      name: "Events without a price",
      about: "Upcoming events on sale here (no external ticket link) that have no price.",
    },
    "productions-dates": {
      name: "Productions without upcoming dates",
      about: "Visible productions that have no upcoming date any more.",
    },
    "stale-links": {
      name: "Links to past or cancelled events",
      about: "Modules of visible pages and programme teasers that lead to a past or cancelled event.",
    },
    "page-sections": {
      name: "Pages whose sections differ",
      about: "Pages whose German and English versions are built differently.",
    },
    searches: {
      name: "Searches without results",
      about: "Search terms of the last 30 days for which no search found anything.",
    },
    "not-found": {
      name: "Frequent 404s without a redirect",
      about: "Paths not found more than five times in the last 30 days that have no redirect.",
    },
  },
};
