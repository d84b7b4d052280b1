import type { Lang } from "../../i18n/languages";
import { privacyPath } from "./legal";
import type { ConsentTexts } from "./texts";

/** The banner's element id; its buttons name their choice in `data-consent`. */
export const CONSENT_BANNER_ID = "consent-banner";

export type BannerChoice = "all" | "necessary" | "settings";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);

function choiceButton(choice: BannerChoice, label: string): string {
  return `<button type="button" class="button" data-consent="${choice}">${escapeHtml(label)}</button>`;
}

/**
 * The consent banner of SPEC §9 as HTML: a non-modal <dialog> named by its label and described by
 * its text, with three buttons of equal weight. The one source of its markup for both the early
 * banner the server inlines (early-banner.ts) and the dialog module, which takes that element
 * over or builds this one.
 */
export function consentBannerHtml(lang: Lang, texts: ConsentTexts): string {
  return [
    `<dialog id="${CONSENT_BANNER_ID}" class="consent consent-banner" lang="${lang}" aria-label="${escapeHtml(texts.label)}" aria-describedby="consent-banner-text" tabindex="-1">`,
    `<h2 class="consent__title">${escapeHtml(texts.title)}</h2>`,
    `<p id="consent-banner-text" class="consent__text">${escapeHtml(texts.description)} <a href="${privacyPath(lang)}">${escapeHtml(texts.privacyLink)}</a></p>`,
    `<div class="consent__buttons">${choiceButton("all", texts.acceptAll)}${choiceButton("necessary", texts.acceptNecessary)}${choiceButton("settings", texts.showPreferences)}</div>`,
    "</dialog>",
  ].join("");
}
