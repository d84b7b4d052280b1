import type { ReactNode } from "react";
import { useLang, useT } from "../../i18n/use-lang";
import type { AccessFeature } from "../../lib/access-features";
import type { Lang } from "../../lib/languages";
import type { Access } from "../../schemas/access";

/** One small line icon per feature (24 × 24, drawn in the text colour); the text beside it says what it is. */
const icons: Record<AccessFeature, ReactNode> = {
  surtitles: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 13h4M13 13h4M7 16h10" />
    </>
  ),
  audio_description: (
    <>
      <path d="M4 9v6h4l5 4V5L8 9z" />
      <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
    </>
  ),
  sign_language: (
    <path d="M7 20v-7l-2-3 1-1 3 3V5a1 1 0 0 1 2 0v6-8a1 1 0 0 1 2 0v8-6a1 1 0 0 1 2 0v7-4a1 1 0 0 1 2 0v7a6 6 0 0 1-6 6H9z" />
  ),
  relaxed_performance: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  wheelchair_spaces: (
    <>
      <circle cx="10" cy="4" r="1.5" />
      <path d="M10 7v6h6l2 5M10 10h5" />
      <path d="M7.5 11.5a5 5 0 1 0 7 6" />
    </>
  ),
  induction_loop: (
    <>
      <path d="M7 18a6 6 0 1 1 9-5c0 3-3 3-3 6a2 2 0 0 1-4 0" />
      <path d="M10 10a2 2 0 1 1 3 2M3 21l18-18" />
    </>
  ),
};

/** Every icon's frame: a 24 × 24 line drawing in the text colour. */
const ICON = {
  viewBox: "0 0 24 24",
  width: 24,
  height: 24,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** The language names of surtitle codes in the page's language ('de' → 'Deutsch'); an unknown code stays as it is. */
function languageNames(codes: readonly string[], lang: Lang): string {
  const names = new Intl.DisplayNames([lang], { type: "language", fallback: "code" });
  return codes.map((code) => names.of(code) ?? code).join(", ");
}

/**
 * The accessibility of an event or a production (issue 29, ADR 0037): each feature with its icon
 * and name, the surtitles' languages named, what it warns of, then the free text (the page's language, else the
 * other one, marked as such). Nothing when none is given.
 */
export function AccessFeatures({ access, headingId }: { access: Access | null; headingId: string }) {
  const t = useT();
  const lang = useLang();
  if (!access) return null;
  const own = lang === "de" ? access.note_de : access.note_en;
  const other = lang === "de" ? access.note_en : access.note_de;
  const note = own ?? other;
  if (access.features.length === 0 && access.hazards.length === 0 && note === null) return null;
  return (
    <section className="access-features" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("events.filter.access")}</h2>
      {access.features.length > 0 && (
        <ul className="access-features__list">
          {access.features.map((feature) => (
            <li key={feature} className="access-features__item">
              <svg {...ICON} aria-hidden="true" focusable="false">
                {icons[feature]}
              </svg>
              <span>
                {feature === "surtitles" && access.surtitle_languages.length > 0
                  ? t("access.surtitlesIn", { languages: languageNames(access.surtitle_languages, lang) })
                  : t(`access.feature.${feature}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {access.hazards.length > 0 && (
        <>
          <h3>{t("access.hazards")}</h3>
          <ul className="access-features__list">
            {access.hazards.map((hazard) => (
              <li key={hazard} className="access-features__item">
                <svg {...ICON} aria-hidden="true" focusable="false">
                  <path d="M12 3 2 20h20zM12 10v4M12 17h.01" />
                </svg>
                <span>{t(`access.hazard.${hazard}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {note !== null && (
        <p className="access-features__note" lang={own === null ? (lang === "de" ? "en" : "de") : undefined}>
          {note}
        </p>
      )}
    </section>
  );
}
