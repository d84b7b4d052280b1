import { useLang, useT } from "../../i18n/use-lang";
import { titleWithSite } from "../../lib/head";
import type { CustomErrorPage } from "../../schemas/error-pages";
import { SmartLink } from "../ui/SmartLink";
import { WithCustomErrorPage } from "./CustomErrorPage";
import { AsMainContent } from "./MainContent";

interface ErrorPageViewProps {
  status: number;
  title: string;
  message: string;
  /** Announce the page as an alert (a route error breaking in, not a page visited). */
  alert?: boolean;
  /** The site's name, once the settings are known. */
  siteName: string | undefined;
  /** The design's custom page for the status, once loaded (undefined: none, or not yet). */
  customPage: CustomErrorPage | undefined;
}

/**
 * An error page (SPEC §8): the design's custom page for the status, else the title, a message
 * and a way home. The <title> (with the site name, SPEC §9, once settings are known) is the
 * document's too: React places it in <head>, and a not-found match has no route head that would.
 */
export function ErrorPageView({ status, title, message, alert = false, siteName, customPage }: ErrorPageViewProps) {
  const t = useT();
  const lang = useLang();
  return (
    <AsMainContent>
      <WithCustomErrorPage page={customPage} status={status}>
        <div className="error-page" role={alert ? "alert" : undefined}>
          <title>{siteName ? titleWithSite(title, siteName) : title}</title>
          <h1>{title}</h1>
          <p>{message}</p>
          <p>
            <SmartLink href={`/${lang}`}>{t("error.toHomepage")}</SmartLink>
          </p>
        </div>
      </WithCustomErrorPage>
    </AsMainContent>
  );
}
