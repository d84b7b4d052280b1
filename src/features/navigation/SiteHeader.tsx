import { useMatches, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { LanguageSwitch } from "../../components/layout/LanguageSwitch";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { SmartLink } from "../../components/ui/SmartLink";
import { useLang, useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { lockScroll, unlockScroll } from "../../lib/scroll-lock";
import { useScrollRule } from "../../lib/use-scroll-rule";
import type { NavResponse } from "../../schemas/pages";
import type { SiteSettings } from "../../schemas/settings";
import type { UserDetails } from "../../schemas/user";
import { DesktopMenu } from "./DesktopMenu";
import { Icon } from "./icons";
import { OpeningHoursStrip } from "./OpeningHoursStrip";
import { SearchBox } from "./SearchBox";
import { TopAlert } from "./TopAlert";
import { TopNav } from "./TopNav";

const loadSidePanel = () => import("./SidePanel");
const SidePanel = lazy(loadSidePanel);

const SIDE_PANEL_ID = "side-panel";

/** SPEC §9: the header turns compact once the page has scrolled a quarter of the viewport. */
export function isHeaderScrolled(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight / 4;
}

/** A landing page (SPEC §2) says so in its route data; its header is only the logo. */
function isLandingPage(loaderData: unknown): boolean {
  return (
    typeof loaderData === "object" && loaderData !== null && (loaderData as { landing?: unknown }).landing === true
  );
}

interface SiteHeaderProps {
  api: ApiClient;
  settings: SiteSettings;
  navigation: NavResponse["navigation"];
  user: UserDetails | undefined;
}

/**
 * The default layout's header (SPEC §2/§4): top alert, top header (opening hours, favourites,
 * cart, account, language), logo, desktop menu, search and the burger with its side panel.
 */
export function SiteHeader({ api, settings, navigation, user }: SiteHeaderProps) {
  const t = useT();
  const lang = useLang();
  const landing = useMatches({ select: (matches) => matches.some((match) => isLandingPage(match.loaderData)) });
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // Back and forward navigate without a link click: the menu closes on any route change.
    setShownPath(pathname);
    setMenuOpen(false);
  }
  const scrolled = useScrollRule(isHeaderScrolled, menuOpen);
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { design } = settings;

  useEffect(() => {
    if (!menuOpen) return;
    lockScroll();
    return unlockScroll;
  }, [menuOpen]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    burgerRef.current?.focus();
  }, []);

  const logoLink = design.header.logoLink === "/" ? `/${lang}` : design.header.logoLink;
  const logo = (
    <SmartLink href={logoLink} className="site-header__logo">
      {settings.site_name}
    </SmartLink>
  );

  if (landing) {
    return (
      <header className="site-header site-header--landing">
        <div className="container site-header__bar">{logo}</div>
      </header>
    );
  }

  return (
    <>
      <TopAlert api={api} lang={lang} menuOpen={menuOpen} onClosed={() => headerRef.current?.focus()} />
      <header
        ref={headerRef}
        tabIndex={-1}
        className={`site-header${scrolled ? " is-scrolled" : ""}${menuOpen ? " is-menu-open" : ""}`}
      >
        <div className="site-header__top">
          <div className="container site-header__top-inner">
            <OpeningHoursStrip api={api} lang={lang} />
            <TopNav lang={lang} settings={settings} user={user} />
            {design.menu.showLanguageSwitch && <LanguageSwitch />}
          </div>
        </div>
        <div className="container site-header__bar">
          {logo}
          {design.menu.showDesktopMenu && <DesktopMenu entries={navigation.menu} />}
          {design.menu.showSearch && <SearchBox api={api} mode="desktop" onSubmitted={() => setMenuOpen(false)} />}
          <button
            ref={burgerRef}
            type="button"
            className="header-icon-button site-header__burger"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? SIDE_PANEL_ID : undefined}
            onClick={() => setMenuOpen((was) => !was)}
            // Fetch the panel's code as soon as a visitor is likely to open it.
            onPointerEnter={() => void loadSidePanel()}
            onFocus={() => void loadSidePanel()}
          >
            <Icon name="menu" />
            <span className="visually-hidden">{t("nav.openMenu")}</span>
          </button>
        </div>
        {/* The page settings' header fragment (SPEC §3), e.g. a campaign note, stored sanitised. */}
        {settings.html_header && (
          <SanitisedHtml html={settings.html_header} className="container site-header__fragment" />
        )}
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <SidePanel
            id={SIDE_PANEL_ID}
            api={api}
            primary={navigation.menu}
            secondary={navigation.secondary}
            side={design.menu.sidePanel}
            onClose={closeMenu}
          />
        </Suspense>
      )}
    </>
  );
}
