import { useQuery } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { settingsQuery } from "../../features/site/queries";
import { useLang, useT } from "../../i18n/use-lang";
import { titleWithSite } from "../../lib/head";
import { SmartLink } from "../ui/SmartLink";
import { WithCustomErrorPage } from "./CustomErrorPage";
import { AsMainContent } from "./MainContent";

function statusOf(error: unknown): number {
  if (error && typeof error === "object") {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === "number" && candidate >= 400 && candidate < 600) return candidate;
    }
  }
  return 500;
}

interface ErrorPageBodyProps {
  status: number;
  title: string;
  message: string;
  /** Announce the page as an alert (a route error breaking in, not a page visited). */
  alert?: boolean;
}

/**
 * An error page (SPEC §8): the design's custom page for the status, else the title, a message
 * and a way home. The <title> (with the site name, SPEC §9, once settings are known) is the
 * document's too: React places it in <head>, and a not-found match has no route head that would.
 */
export function ErrorPageBody({ status, title, message, alert = false }: ErrorPageBodyProps) {
  const t = useT();
  const lang = useLang();
  const { api } = useRouter().options.context;
  const { data: settings } = useQuery(settingsQuery(api));
  return (
    <AsMainContent>
      <WithCustomErrorPage api={api} settings={settings} status={status}>
        <div className="error-page" role={alert ? "alert" : undefined}>
          <title>{settings ? titleWithSite(title, settings.site_name) : title}</title>
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

/** SPEC §8 'Other route errors': the design's custom page for the status, else the status, a generic message and a way home. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const t = useT();
  const status = statusOf(error);
  return <ErrorPageBody status={status} title={t("error.title", { status })} message={t("error.unknown")} alert />;
}
