import { useLang, useT } from "../../i18n/use-lang";
import { SmartLink } from "../ui/SmartLink";

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last entry. */
  href?: string;
}

/**
 * Breadcrumb trail (SPEC §2): Home, linking to the language root, comes first; the last entry
 * is the current page. `back` adds a link to the previous level for small screens.
 */
export function Breadcrumb({ items, back }: { items: Crumb[]; back?: Crumb }) {
  const t = useT();
  const lang = useLang();
  const trail: Crumb[] = [{ label: t("nav.home"), href: `/${lang}` }, ...items];
  return (
    <nav aria-label={t("nav.breadcrumb")} className="breadcrumb">
      {back?.href && (
        <SmartLink href={back.href} className="breadcrumb__back">
          <span aria-hidden="true">← </span>
          {t("common.back")}: {back.label}
        </SmartLink>
      )}
      <ol>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${crumb.href ?? ""}:${crumb.label}`}>
              {current || !crumb.href ? (
                <span aria-current={current ? "page" : undefined}>{crumb.label}</span>
              ) : (
                <SmartLink href={crumb.href}>{crumb.label}</SmartLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
