import type { ReactNode } from "react";
import { ConsentManager } from "../../features/consent/ConsentManager";
import { SiteHeader } from "../../features/navigation/SiteHeader";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { NavResponse } from "../../schemas/pages";
import type { SiteSettings } from "../../schemas/settings";
import type { UserDetails } from "../../schemas/user";
import { MainContent } from "./MainContent";
import { SiteFooter } from "./SiteFooter";

type Navigation = NavResponse["navigation"];

/** Default layout (SPEC §2): skip link, header with navigation, main, footer. */
export function SiteLayout({
  api,
  settings,
  navigation,
  user,
  children,
}: {
  api: ApiClient;
  settings: SiteSettings;
  navigation: Navigation;
  user: UserDetails | undefined;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("a11y.skipToContent")}
      </a>
      <SiteHeader api={api} settings={settings} navigation={navigation} user={user} />
      <MainContent className="container">{children}</MainContent>
      <SiteFooter settings={settings} links={navigation.footer} />
      <ConsentManager tagManagerId={settings.design.cookies.tagManagerId} />
    </>
  );
}
