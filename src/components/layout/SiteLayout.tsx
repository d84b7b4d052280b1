import type { ReactNode } from "react";
import { useLang, useT } from "../../i18n/use-lang";
import type { NavResponse } from "../../schemas/pages";
import type { SiteSettings } from "../../schemas/settings";
import { SmartLink } from "../ui/SmartLink";
import { LanguageSwitch } from "./LanguageSwitch";

type Navigation = NavResponse["navigation"];
type MenuEntry = Navigation["menu"][number];

function MenuList({ entries, label }: { entries: MenuEntry[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {entries.map((entry) => (
        <li key={`${entry.url}:${entry.menu_name}`}>
          <SmartLink href={entry.url}>{entry.menu_name}</SmartLink>
          {entry.children.length > 0 && <MenuList entries={entry.children} label={entry.menu_name} />}
        </li>
      ))}
    </ul>
  );
}

/** Default layout (SPEC §2): skip link, header with navigation, main, footer. */
export function SiteLayout({
  settings,
  navigation,
  children,
}: {
  settings: SiteSettings;
  navigation: Navigation;
  children: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("a11y.skipToContent")}
      </a>
      <header className="site-header">
        <div className="container site-header__bar">
          <SmartLink href={`/${lang}`} className="site-header__logo">
            {settings.site_name}
          </SmartLink>
          <nav aria-label={t("nav.main")} className="main-nav">
            <MenuList entries={navigation.menu} />
          </nav>
          <SmartLink href={`/${lang}/search`} className="site-header__search">
            {t("nav.search")}
          </SmartLink>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="container">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label={t("nav.footer")}>
            <ul>
              {navigation.footer.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url} newWindow={!link.url.startsWith("/")}>
                    {link.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t("footer.copyright", { year: new Date().getFullYear(), name: settings.site_name })}</p>
        </div>
      </footer>
    </>
  );
}
