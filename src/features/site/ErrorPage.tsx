import { useQuery } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { ErrorPageView } from "../../components/layout/ErrorPageView";
import { useLang, useT } from "../../i18n/use-lang";
import { customErrorPageQuery, settingsQuery } from "./queries";

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
 * An error page with what the site has for it: the site name from the settings, and the
 * design's custom page for the status when the settings name one.
 */
export function ErrorPageBody({ status, title, message, alert = false }: ErrorPageBodyProps) {
  const lang = useLang();
  const { api } = useRouter().options.context;
  const { data: settings } = useQuery(settingsQuery(api));
  const configured = Boolean(settings?.design.errors[String(status)]);
  const { data: customPage } = useQuery({ ...customErrorPageQuery(api, lang, status), enabled: configured });
  return (
    <ErrorPageView
      status={status}
      title={title}
      message={message}
      alert={alert}
      siteName={settings?.site_name}
      customPage={configured ? customPage : undefined}
    />
  );
}

/** SPEC §8 'Other route errors': the design's custom page for the status, else the status, a generic message and a way home. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const t = useT();
  const status = statusOf(error);
  return <ErrorPageBody status={status} title={t("error.title", { status })} message={t("error.unknown")} alert />;
}
