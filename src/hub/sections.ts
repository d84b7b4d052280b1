import type { HubRight } from "../lib/hub-access";

/** A text in the hub's two languages. */
interface HubLabel {
  de: string;
  en: string;
}

interface HubScreen {
  /** The screen's path (`/cms-hub/…`). */
  path: string;
  label: HubLabel;
}

export interface HubSection extends HubScreen {
  right: HubRight;
  /** Its screens, the section's own first. */
  screens: HubScreen[];
}

/**
 * The hub's navigation: the back office (issue 27: programme, magazine, forms), the dashboard,
 * accounts and site settings (issue 25). An editor sees the sections their rights open
 * (src/lib/hub-access.ts decides, on the server too).
 */
export const HUB_SECTIONS: HubSection[] = [
  {
    path: "/cms-hub/events",
    right: "editor",
    label: { de: "Programm", en: "Programme" },
    screens: [
      { path: "/cms-hub/events", label: { de: "Termine", en: "Events" } },
      { path: "/cms-hub/productions", label: { de: "Produktionen", en: "Productions" } },
      { path: "/cms-hub/series", label: { de: "Reihen", en: "Series" } },
      { path: "/cms-hub/seasons", label: { de: "Spielzeiten", en: "Seasons" } },
      { path: "/cms-hub/venues", label: { de: "Spielstätten", en: "Venues" } },
      { path: "/cms-hub/persons", label: { de: "Personen", en: "People" } },
      { path: "/cms-hub/person-categories", label: { de: "Personengruppen", en: "Person groups" } },
      { path: "/cms-hub/event-teasers", label: { de: "Teaser im Programm", en: "Programme teasers" } },
      { path: "/cms-hub/genres", label: { de: "Genres", en: "Genres" } },
      { path: "/cms-hub/exhibition-types", label: { de: "Veranstaltungsarten", en: "Event types" } },
      { path: "/cms-hub/event-tags", label: { de: "Schlagwörter der Termine", en: "Event tags" } },
      { path: "/cms-hub/production-tags", label: { de: "Schlagwörter der Produktionen", en: "Production tags" } },
      { path: "/cms-hub/health", label: { de: "Programm-Check", en: "Programme health" } },
    ],
  },
  {
    path: "/cms-hub/articles",
    right: "editor",
    label: { de: "Magazin", en: "Magazine" },
    screens: [
      { path: "/cms-hub/articles", label: { de: "Beiträge", en: "Articles" } },
      { path: "/cms-hub/article-categories", label: { de: "Kategorien", en: "Categories" } },
      { path: "/cms-hub/article-tags", label: { de: "Schlagwörter", en: "Tags" } },
    ],
  },
  {
    path: "/cms-hub/forms",
    right: "editor",
    label: { de: "Formulare", en: "Forms" },
    screens: [{ path: "/cms-hub/forms", label: { de: "Alle Formulare", en: "All forms" } }],
  },
  {
    path: "/cms-hub/dashboard",
    right: "dashboard",
    label: { de: "Dashboard", en: "Dashboard" },
    screens: [
      { path: "/cms-hub/dashboard", label: { de: "Übersicht", en: "Overview" } },
      { path: "/cms-hub/dashboard/activity", label: { de: "Aktivität", en: "Activity" } },
      { path: "/cms-hub/dashboard/searches", label: { de: "Suchbegriffe", en: "Search keywords" } },
      { path: "/cms-hub/dashboard/media", label: { de: "Medien", en: "Media" } },
      { path: "/cms-hub/dashboard/identity", label: { de: "Anmeldungen", en: "Identity events" } },
      { path: "/cms-hub/dashboard/versions", label: { de: "Versionen", en: "Versions" } },
      { path: "/cms-hub/dashboard/errors", label: { de: "Fehlerprotokoll", en: "Error log" } },
      { path: "/cms-hub/dashboard/forms", label: { de: "Formulareingänge", en: "Form entries" } },
    ],
  },
  {
    path: "/cms-hub/accounts",
    right: "admin",
    label: { de: "Konten", en: "Accounts" },
    screens: [
      { path: "/cms-hub/accounts", label: { de: "Alle Konten", en: "All accounts" } },
      { path: "/cms-hub/accounts/new", label: { de: "Neues Konto", en: "New account" } },
    ],
  },
  {
    path: "/cms-hub/settings",
    right: "admin",
    label: { de: "Website-Einstellungen", en: "Site settings" },
    screens: [
      { path: "/cms-hub/settings", label: { de: "Übersicht", en: "Overview" } },
      { path: "/cms-hub/settings/site", label: { de: "Website und Shop", en: "Site and shop" } },
      { path: "/cms-hub/settings/design", label: { de: "Darstellung", en: "Design" } },
      { path: "/cms-hub/settings/alerts", label: { de: "Eilmeldungen", en: "Breaking news" } },
      { path: "/cms-hub/settings/menus", label: { de: "Menüs und Fußzeile", en: "Menus and footer" } },
      { path: "/cms-hub/settings/opening-hours", label: { de: "Öffnungszeiten", en: "Opening hours" } },
      { path: "/cms-hub/settings/redirects", label: { de: "Weiterleitungen", en: "Redirects" } },
      { path: "/cms-hub/settings/noindex", label: { de: "Nicht indexieren", en: "Noindex list" } },
    ],
  },
];
