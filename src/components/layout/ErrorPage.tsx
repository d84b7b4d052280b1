import type { ErrorComponentProps } from "@tanstack/react-router";
import { useLang, useT } from "../../i18n/use-lang";
import { SmartLink } from "../ui/SmartLink";

function statusOf(error: unknown): number {
  if (error && typeof error === "object") {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === "number" && candidate >= 400 && candidate < 600) return candidate;
    }
  }
  return 500;
}

/** SPEC §8 'Other route errors': the status code and a generic message, with a way home. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="error-page" role="alert">
      <h1>{t("error.title", { status: statusOf(error) })}</h1>
      <p>{t("error.unknown")}</p>
      <p>
        <SmartLink href={`/${lang}`}>{t("error.toHomepage")}</SmartLink>
      </p>
    </div>
  );
}
