import { IntlMessageFormat } from "intl-messageformat";
import { type Lang, languageInfo } from "./languages";
import de from "./messages/de.json";
import en from "./messages/en.json";

/** English is the reference catalogue: its keys are the type, de.json must have the same. */
export type MessageKey = keyof typeof en;

export type MessageValues = Readonly<Record<string, string | number | boolean | Date | null | undefined>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

// The annotation makes a key missing from de.json a type error, not only a test failure.
const catalogs: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = { de, en };

/**
 * Compiled messages per language, shared by all translators: a Worker isolate serves many
 * requests, and parsing each message once per isolate keeps `t` cheap. Bounded by the key set.
 */
const compiled: Record<Lang, Map<string, IntlMessageFormat>> = { de: new Map(), en: new Map() };
const translators: Partial<Record<Lang, Translate>> = {};

function format(lang: Lang, key: string, values: MessageValues | undefined): string {
  if (!Object.hasOwn(catalogs[lang], key)) return key;
  const source = catalogs[lang][key as MessageKey];
  try {
    let message = compiled[lang].get(key);
    if (message === undefined) {
      message = new IntlMessageFormat(source, languageInfo[lang].iso);
      compiled[lang].set(key, message);
    }
    const out = message.format<string>(values);
    return Array.isArray(out) ? out.join("") : String(out);
  } catch {
    // A missing or mistyped value must not take a page down; the raw text still says something.
    return source;
  }
}

/**
 * `t(key, values)` for one language. Unknown keys return the key itself and formatting never
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
