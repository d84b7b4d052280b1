import { Link } from "@tanstack/react-router";
import { hasHubRight } from "../lib/hub-access";
import type { HubMe } from "./api";
import { HubPage } from "./HubPage";
import { HealthPanel } from "./health/HealthPanel";
import { HUB_SECTIONS } from "./sections";
import { useHubLang, useHubTexts } from "./texts";

const TEXTS = {
  de: {
    title: "CMS",
    hello: (name: string) => `Willkommen, ${name}.`,
    pages: "Seiten bearbeiten Sie direkt auf der Website: öffnen Sie eine Seite und wählen Sie „Seite bearbeiten“.",
    site: "Zur Website",
    descriptions: {
      "/cms-hub/events":
        "Termine mit Plätzen und Preisen, Produktionen, Reihen, Spielzeiten, Spielstätten und Personen.",
      "/cms-hub/articles": "Beiträge des Magazins mit Kategorien und Schlagwörtern.",
      "/cms-hub/forms": "Formulare der Website und ihre Felder.",
      "/cms-hub/dashboard":
        "Was auf der Website geschah: Änderungen, Suchen, Medien, Anmeldungen, Versionen und Fehler.",
      "/cms-hub/accounts": "Wer das CMS nutzen darf: Konten anlegen, Rechte vergeben, Zugänge sperren.",
      "/cms-hub/settings": "Website und Shop ein- und ausschalten, Menüs, Eilmeldungen, Öffnungszeiten und mehr.",
    } as Record<string, string>,
  },
  en: {
    title: "CMS",
    hello: (name: string) => `Welcome, ${name}.`,
    pages: "You edit pages on the website itself: open a page and choose “Edit page”.",
    site: "Go to the website",
    descriptions: {
      "/cms-hub/events": "Events with seats and prices, productions, series, seasons, venues and people.",
      "/cms-hub/articles": "The magazine's articles with categories and tags.",
      "/cms-hub/forms": "The website's forms and their fields.",
      "/cms-hub/dashboard": "What happened on the site: changes, searches, media, sign-ins, versions and errors.",
      "/cms-hub/accounts": "Who may use the CMS: create accounts, grant rights, close access.",
      "/cms-hub/settings": "Switch the site and the shop on and off, menus, breaking news, opening hours and more.",
    } as Record<string, string>,
  },
};

/**
 * The hub's start page: what programme health counts (every editor may fix it), the areas this
 * account may open, and where pages are edited.
 */
export function StartPage({ me }: { me: HubMe }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const rights = { isAdmin: me.is_admin, hasDashboardOnlineAccess: me.has_dashboard_online_access };
  const name = me.first_name || me.username || me.email;
  return (
    <HubPage title={text.title} intro={<p>{text.hello(name)}</p>}>
      <ul className="hub-cards">
        <li className="hub-card">
          <HealthPanel />
        </li>
        {HUB_SECTIONS.filter((section) => hasHubRight(rights, section.right)).map((section) => (
          <li key={section.path} className="hub-card">
            <h2>
              <Link to={section.path}>{section.label[lang]}</Link>
            </h2>
            <p>{text.descriptions[section.path]}</p>
          </li>
        ))}
        <li className="hub-card">
          <h2>
            <a href={`/${lang}`}>{text.site}</a>
          </h2>
          <p>{text.pages}</p>
        </li>
      </ul>
    </HubPage>
  );
}
