import { Link, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useState } from "react";
import { hasHubRight, hubPageRight } from "../lib/hub-access";
import { rememberHubLang } from "../lib/hub-lang";
import type { Lang } from "../lib/languages";
import type { HubMe } from "./api";
import { Forbidden } from "./Forbidden";
import { HUB_SECTIONS, type HubSection } from "./sections";
import { HubLangContext } from "./texts";
import "./hub.css";

const TEXTS = {
  de: {
    skip: "Zum Inhalt springen",
    hub: "CMS",
    navigation: "Bereiche des CMS",
    menu: "Menü",
    account: "Angemeldet als",
    language: "English",
    languageLabel: "Switch the CMS to English",
    site: "Zur Website",
    signOut: "Abmelden",
  },
  en: {
    skip: "Skip to content",
    hub: "CMS",
    navigation: "Areas of the CMS",
    menu: "Menu",
    account: "Signed in as",
    language: "Deutsch",
    languageLabel: "Das CMS auf Deutsch anzeigen",
    site: "Back to the website",
    signOut: "Sign out",
  },
} as const;

function isCurrent(pathname: string, path: string): boolean {
  return pathname.replace(/\/+$/, "") === path;
}

/**
 * The hub's frame (SPEC §2 "dashboard" layout): its navigation by the editor's rights, the
 * signed-in account, the language switch, sign-out and the way back to the site. A screen the
 * account has no right to shows the 403 page instead (the server answers it with status 403).
 */
export function HubLayout({ me, lang, children }: { me: HubMe; lang: Lang; children: ReactNode }) {
  const text = TEXTS[lang];
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  // On a small screen the menu covers the page: a chosen screen closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the path
  useEffect(() => setMenuOpen(false), [pathname]);
  const navId = useId();
  const rights = { isAdmin: me.is_admin, hasDashboardOnlineAccess: me.has_dashboard_online_access };
  const right = hubPageRight(pathname) ?? "editor";
  const sections = HUB_SECTIONS.filter((section) => hasHubRight(rights, section.right));
  const name = [me.first_name, me.last_name].filter(Boolean).join(" ") || me.username || me.email;
  const switchTo: Lang = lang === "de" ? "en" : "de";

  return (
    <HubLangContext.Provider value={lang}>
      <div className="hub" lang={lang}>
        <a className="hub-skip" href="#hub-main">
          {text.skip}
        </a>
        <header className="hub-header">
          <Link to="/cms-hub" className="hub-header__brand">
            {text.hub}
          </Link>
          <button
            type="button"
            className="hub-header__menu"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {text.menu}
          </button>
          <div className="hub-header__account">
            <span>
              <span className="hub-visually-hidden">{text.account} </span>
              {name}
            </span>
            <button
              type="button"
              className="hub-link-button"
              lang={switchTo}
              aria-label={text.languageLabel}
              onClick={() => rememberHubLang(switchTo)}
            >
              {text.language}
            </button>
            <a href={`/${lang}`}>{text.site}</a>
            <a href={`/${lang}/logout`}>{text.signOut}</a>
          </div>
        </header>
        <div className="hub-body">
          <nav id={navId} className={menuOpen ? "hub-nav hub-nav--open" : "hub-nav"} aria-label={text.navigation}>
            <ul>
              {sections.map((section) => (
                <SectionLinks key={section.path} section={section} lang={lang} pathname={pathname} />
              ))}
            </ul>
          </nav>
          <main id="hub-main" className="hub-main" tabIndex={-1}>
            {hasHubRight(rights, right) ? children : <Forbidden me={me} right={right} />}
          </main>
        </div>
      </div>
    </HubLangContext.Provider>
  );
}

function SectionLinks({ section, lang, pathname }: { section: HubSection; lang: Lang; pathname: string }) {
  return (
    <li>
      <span className="hub-nav__section">{section.label[lang]}</span>
      <ul>
        {section.screens.map((screen) => (
          <li key={screen.path}>
            <Link to={screen.path} aria-current={isCurrent(pathname, screen.path) ? "page" : undefined}>
              {screen.label[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
