import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { type Formatters, formatToParts, IntlMessageFormat } from "intl-messageformat";
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
 * One set of Intl formatters per language, shared by every message. An `IntlMessageFormat` per
 * message would resolve its locale (`Intl.NumberFormat.supportedLocalesOf`) and build its own
 * number, date and plural formatters on first use: long, unsplittable tasks during a render.
 */
const formatters: Partial<Record<Lang, Formatters>> = {};

function formattersFor(lang: Lang): Formatters {
  let set = formatters[lang];
  if (set === undefined) {
    const memo = <A extends unknown[], R>(create: (...args: A) => R) => {
      const made = new Map<string, R>();
      return (...args: A): R => {
        const key = JSON.stringify(args);
        let value = made.get(key);
        if (value === undefined) {
          value = create(...args);
          made.set(key, value);
        }
        return value;
      };
    };
    set = {
      getNumberFormat: memo(
        (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      ),
      getDateTimeFormat: memo(
        (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
      ),
      getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
    };
    formatters[lang] = set;
  }
  return set;
}

/** A message without arguments, the most common kind, is its text: nothing to format. */
function literalText(message: readonly MessageFormatElement[]): string | undefined {
  let text = "";
  for (const element of message) {
    if (element.type !== TYPE.literal) return undefined;
    text += element.value;
  }
  return text;
}

function format(lang: Lang, key: string, values: MessageValues | undefined): string {
  const catalog = catalogs[lang];
  const message = catalog && Object.hasOwn(catalog, key) ? catalog[key] : undefined;
  if (message === undefined) return key;
  const text = literalText(message);
  if (text !== undefined) return text;
  try {
    const parts = formatToParts<string>(
      message,
      languageInfo[lang].iso,
      formattersFor(lang),
      IntlMessageFormat.formats,
      values,
    );
    return parts.map((part) => String(part.value)).join("");
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
const translators: Partial<Record<Lang, Translate>> = {};

export function createTranslator(lang: Lang): Translate {
  let t = translators[lang];
  if (t === undefined) {
    t = (key, values) => format(lang, key, values);
    translators[lang] = t;
  }
  return t;
}
