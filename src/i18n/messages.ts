import { IntlMessageFormat } from "intl-messageformat";
import { type Lang, languageInfo } from "../lib/languages";
import type en from "./messages/en.json";

/** English is the reference catalogue: its keys are the type, de.json must have the same. */
export type MessageKey = keyof typeof en;

export type MessageValues = Readonly<Record<string, string | number | boolean | Date | null | undefined>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

// Precompiled to ICU ASTs at build time (build/icu-messages-plugin.ts), one chunk per language
// so a page ships only its own. Key parity between them is checked by messages.test.ts.
const catalogLoaders: Record<Lang, () => Promise<{ default: IcuCatalog }>> = {
  de: () => import("./messages/de.json?icu"),
  en: () => import("./messages/en.json?icu"),
};
const catalogs: Partial<Record<Lang, IcuCatalog>> = {};

/** Makes `lang`'s messages available to its translator; call before rendering in that language. */
export async function loadMessages(lang: Lang): Promise<void> {
  catalogs[lang] ??= (await catalogLoaders[lang]()).default;
}

/**
 * Compiled messages per language, shared by all translators: a Worker isolate serves many
 * requests, and parsing each message once per isolate keeps `t` cheap. Bounded by the key set.
 */
const compiled: Record<Lang, Map<string, IntlMessageFormat>> = { de: new Map(), en: new Map() };
const translators: Partial<Record<Lang, Translate>> = {};

function format(lang: Lang, key: string, values: MessageValues | undefined): string {
  const catalog = catalogs[lang];
  if (!catalog || !Object.hasOwn(catalog, key)) return key;
  let message = compiled[lang].get(key);
  if (message === undefined) {
    message = new IntlMessageFormat(catalog[key] ?? [], languageInfo[lang].iso);
    compiled[lang].set(key, message);
  }
  try {
    const out = message.format<string>(values);
    return Array.isArray(out) ? out.join("") : String(out);
  } catch {
    // A missing or mistyped value is a programming error, but must not take a page down.
    return key;
  }
}

/**
 * `t(key, values)` for one language (after `loadMessages(lang)`). Unknown keys, and all keys
 * before the catalogue is loaded, return the key itself; formatting never
 * throws. The same function is returned for a language every time, so it is safe in deps lists.
 */
export function createTranslator(lang: Lang): Translate {
  let t = translators[lang];
  if (t === undefined) {
    t = (key, values) => format(lang, key, values);
    translators[lang] = t;
  }
  return t;
}
