import { consentBannerHtml } from "../../src/features/consent/banner-html";
import { CRAWLER_USER_AGENT } from "../../src/features/consent/crawlers";
import earlyBannerSource from "../../src/features/consent/early-banner.js?raw";
import de from "../../src/features/consent/texts/de.json";
import en from "../../src/features/consent/texts/en.json";
import type { Lang } from "../../src/i18n/languages";
import { CONSENT_COOKIE } from "../../src/lib/consent";
import { scriptSafeJson } from "../../src/lib/json-ld";

const texts = { de, en };
// The file's whole-line comments stay out of every page.
const earlyBanner = earlyBannerSource.replace(/^\s*\/\/.*\n/gm, "").trim();
const scripts = new Map<Lang, string>();

/**
 * The inline script that shows the consent banner of `lang` while the page is parsed
 * (early-banner.js, called with its arguments in a scope of its own); the same for every page of
 * the language, so it is built once per isolate.
 */
export function earlyConsentScript(lang: Lang): string {
  let script = scripts.get(lang);
  if (script === undefined) {
    const args = [consentBannerHtml(lang, texts[lang]), CONSENT_COOKIE, CRAWLER_USER_AGENT.source].map((arg) =>
      scriptSafeJson(arg),
    );
    script = `(() => {\n${earlyBanner}\nshowEarlyConsentBanner(${args.join(",")});\n})();`;
    scripts.set(lang, script);
  }
  return script;
}
