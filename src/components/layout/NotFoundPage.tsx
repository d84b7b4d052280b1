import { useLang, useT } from "../../i18n/use-lang";
import { SmartLink } from "../ui/SmartLink";

/** SPEC §8: no route match, a failed validation, or an offline page for visitors. */
export function NotFoundPage() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="error-page">
      <h1>{t("error.notFound")}</h1>
      <p>{t("error.notFoundStatus")}</p>
      <p>
        <SmartLink href={`/${lang}`}>{t("error.toHomepage")}</SmartLink>
      </p>
    </div>
  );
}
