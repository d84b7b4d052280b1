import type { ErrorComponentProps } from "@tanstack/react-router";
import { useLang, useT } from "../../i18n/use-lang";
import { SmartLink } from "../ui/SmartLink";
import { WithCustomErrorPage } from "./CustomErrorPage";

function statusOf(error: unknown): number {
  if (error && typeof error === "object") {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === "number" && candidate >= 400 && candidate < 600) return candidate;
    }
  }
  return 500;
}

/** SPEC §8 'Other route errors': the design's custom page for the status, else the status, a generic message and a way home. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const t = useT();
  const lang = useLang();
  const status = statusOf(error);
  return (
    <WithCustomErrorPage status={status}>
      <div className="error-page" role="alert">
        <title>{t("error.title", { status })}</title>
        <h1>{t("error.title", { status })}</h1>
        <p>{t("error.unknown")}</p>
        <p>
          <SmartLink href={`/${lang}`}>{t("error.toHomepage")}</SmartLink>
        </p>
      </div>
    </WithCustomErrorPage>
  );
}
