import { useMatches, useRouterState } from "@tanstack/react-router";
import { type Lang, languageInfo, languages } from "../../i18n/languages";
import { localizedPath, toPublicPath } from "../../i18n/paths";
import { useLang, useT } from "../../i18n/use-lang";
import { SmartLink } from "../ui/SmartLink";

/** Loader data may name the page's URL per language (`urls`), which wins over the path table. */
function urlsOf(loaderData: unknown): Partial<Record<Lang, string>> | undefined {
  if (!loaderData || typeof loaderData !== "object") return undefined;
  const urls = (loaderData as { urls?: unknown }).urls;
  return urls && typeof urls === "object" ? (urls as Partial<Record<Lang, string>>) : undefined;
}

/** Links to the same page in every other language (SPEC §2). */
export function LanguageSwitch() {
  const t = useT();
  const current = useLang();
  const publicPath = useRouterState({ select: (s) => toPublicPath(s.location.pathname) });
  const known = useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const urls = urlsOf(matches[i]?.loaderData);
        if (urls) return urls;
      }
      return undefined;
    },
  });
  return (
    <nav aria-label={t("nav.languageSwitch")} className="language-switch">
      <ul>
        {languages
          .filter((lang) => lang !== current)
          .map((lang) => (
            <li key={lang} lang={lang}>
              <SmartLink href={known?.[lang] ?? localizedPath(publicPath, lang)}>
                <span aria-hidden="true">{lang.toUpperCase()}</span>
                <span className="visually-hidden">{languageInfo[lang].name}</span>
              </SmartLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
