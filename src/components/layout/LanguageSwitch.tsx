import { useMatches, useRouterState } from "@tanstack/react-router";
import { localizedPath, toPublicPath } from "../../i18n/paths";
import { useLang, useT } from "../../i18n/use-lang";
import { type Lang, languageInfo, languages } from "../../lib/languages";
import { useDisclosure } from "../../lib/use-disclosure";
import { SmartLink } from "../ui/SmartLink";

/** Loader data may name the page's URL per language (`urls`), which wins over the path table. */
function urlsOf(loaderData: unknown): Partial<Record<Lang, string>> | undefined {
  if (!loaderData || typeof loaderData !== "object") return undefined;
  const urls = (loaderData as { urls?: unknown }).urls;
  return urls && typeof urls === "object" ? (urls as Partial<Record<Lang, string>>) : undefined;
}

/**
 * The language dropdown (SPEC §2/§4): a disclosure listing every language, each linking to the
 * same page in that language; the current one is marked. Escape and a click outside close it.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLang();
  const { open, close, rootRef, buttonProps, panelId } = useDisclosure<HTMLElement>();
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
    <nav ref={rootRef} aria-label={t("nav.languageSwitch")} className="language-switch">
      <button type="button" className="language-switch__toggle" {...buttonProps}>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="visually-hidden">{t("nav.languageCurrent", { name: languageInfo[current].name })}</span>
      </button>
      <ul id={panelId} className="header-dropdown language-switch__list" hidden={!open}>
        {languages.map((lang) => (
          <li key={lang} lang={lang}>
            {lang === current ? (
              <span className="language-switch__current" aria-current="true">
                {languageInfo[lang].name}
              </span>
            ) : (
              <SmartLink href={known?.[lang] ?? localizedPath(publicPath, lang)} onClick={close}>
                {languageInfo[lang].name}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
