import type { ReactNode } from "react";
import { useT } from "../../i18n/use-lang";
import type { NavResponse } from "../../schemas/pages";
import type { SiteSettings } from "../../schemas/settings";
import { MainContent } from "./MainContent";
import { SiteFooter } from "./SiteFooter";

type Navigation = NavResponse["navigation"];

/**
 * Default layout (SPEC §2): skip link, header with navigation, main, footer, then the consent
 * manager. The route passes in the header and the consent manager, which are features.
 */
export function SiteLayout({
  settings,
  navigation,
  header,
  consent,
  children,
}: {
  settings: SiteSettings;
  navigation: Navigation;
  header: ReactNode;
  consent: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("a11y.skipToContent")}
      </a>
      {header}
      <MainContent className="container">{children}</MainContent>
      <SiteFooter settings={settings} links={navigation.footer} />
      {consent}
    </>
  );
}
