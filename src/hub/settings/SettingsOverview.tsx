import { Link } from "@tanstack/react-router";
import { HubPage } from "../HubPage";
import { HUB_SECTIONS } from "../sections";
import { useHubLang, useHubTexts } from "../texts";

const TEXTS = {
  de: {
    title: "Website-Einstellungen",
    intro: "Jede Änderung wird mit Person und Zeit gespeichert und gilt für Besucher sofort.",
    about: {
      "/cms-hub/settings/site": "Website und Ticketshop ein- oder ausschalten, HTML in Kopf- und Fußzeile.",
      "/cms-hub/settings/design": "Eigene Fehlerseiten, Schnellkauf, Reihenfolge der Abschnitte auf Detailseiten.",
      "/cms-hub/settings/alerts": "Eilmeldungen oben auf jeder Seite, mit Beginn und Ende.",
      "/cms-hub/settings/menus": "Hauptmenü und Links der Fußzeile.",
      "/cms-hub/settings/opening-hours": "Öffnungszeiten und Ausnahmen.",
      "/cms-hub/settings/redirects": "Weiterleitungen alter Adressen.",
      "/cms-hub/settings/noindex": "Seiten, die Suchmaschinen nicht aufnehmen sollen.",
    } as Record<string, string>,
  },
  en: {
    title: "Site settings",
    intro: "Every change is saved with who made it and when, and visitors see it at once.",
    about: {
      "/cms-hub/settings/site": "Switch the site and the ticket shop on or off, HTML in header and footer.",
      "/cms-hub/settings/design": "Custom error pages, quick buy, order of the sections on detail pages.",
      "/cms-hub/settings/alerts": "Breaking news at the top of every page, with start and end.",
      "/cms-hub/settings/menus": "Main menu and footer links.",
      "/cms-hub/settings/opening-hours": "Opening hours and exceptions.",
      "/cms-hub/settings/redirects": "Redirects of old addresses.",
      "/cms-hub/settings/noindex": "Pages search engines should leave out.",
    } as Record<string, string>,
  },
};

/** `/cms-hub/settings`: the settings screens, each with what it holds. */
export function SettingsOverview() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const screens = HUB_SECTIONS.find((section) => section.path === "/cms-hub/settings")?.screens ?? [];
  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <ul className="hub-overview">
        {screens
          .filter((screen) => screen.path !== "/cms-hub/settings")
          .map((screen) => (
            <li key={screen.path}>
              <Link to={screen.path}>{screen.label[lang]}</Link>
              {text.about[screen.path] && <p>{text.about[screen.path]}</p>}
            </li>
          ))}
      </ul>
    </HubPage>
  );
}
