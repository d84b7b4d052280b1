import type { Lang } from "../../lib/languages";
import type ConsentTextsEn from "./texts/en.json";

/** The dialog's texts: in their own chunk per language, loaded only when the dialog shows. */
export type ConsentTexts = typeof ConsentTextsEn;

const textLoaders: Record<Lang, () => Promise<{ default: ConsentTexts }>> = {
  de: () => import("./texts/de.json"),
  en: () => import("./texts/en.json"),
};

export async function loadConsentTexts(lang: Lang): Promise<ConsentTexts> {
  return (await textLoaders[lang]()).default;
}
