import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { type Lang, languageInfo } from "../lib/languages";
import type en from "./messages/en.json";

/** English is the reference catalogue: its keys are the type, de.json must have the same. */
export type MessageKey = keyof typeof en;

export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

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
 * Intl formatters per language, made once and shared by every message: building them, and
 * resolving their locale, is what costs; a formatter per message would make long, unsplittable
 * tasks during a render.
 */
const numberFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};
const pluralRules: Record<Lang, Partial<Record<Intl.PluralRuleType, Intl.PluralRules>>> = { de: {}, en: {} };

function numberFormat(lang: Lang): Intl.NumberFormat {
  numberFormats[lang] ??= new Intl.NumberFormat(languageInfo[lang].iso);
  return numberFormats[lang];
}

function pluralRule(lang: Lang, type: Intl.PluralRuleType): Intl.PluralRules {
  const rules = pluralRules[lang];
  rules[type] ??= new Intl.PluralRules(languageInfo[lang].iso, { type });
  return rules[type];
}

function argument(values: MessageValues | undefined, name: string): unknown {
  if (!values || !Object.hasOwn(values, name)) throw new Error(`missing value ${name}`);
  return values[name];
}

/**
 * Renders a precompiled ICU message with ICU's rules: text, `{name}` (as its string), `plural`
 * (exact `=n` cases first, then the language's plural category, then `other`) and `#` (the
 * plural value, as a number of the language). The catalogues use nothing else (messages.test.ts
 * checks), so intl-messageformat does not ship to the browser. Throws on a missing value or one
 * of the wrong kind.
 */
function render(
  lang: Lang,
  elements: readonly MessageFormatElement[],
  values: MessageValues | undefined,
  count?: number,
): string {
  let out = "";
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        out += element.value;
        break;
      case TYPE.argument: {
        const value = argument(values, element.value);
        out += value === null || value === undefined ? "" : String(value);
        break;
      }
      case TYPE.pound:
        if (count === undefined) throw new Error("# outside a plural");
        out += numberFormat(lang).format(count);
        break;
      case TYPE.plural: {
        const value = argument(values, element.value);
        if (typeof value !== "number") throw new Error(`${element.value} is not a number`);
        const offset = value - element.offset;
        const option =
          element.options[`=${value}`] ??
          element.options[pluralRule(lang, element.pluralType ?? "cardinal").select(offset)] ??
          element.options.other;
        if (!option) throw new Error(`no case for ${element.value}`);
        out += render(lang, option.value, values, offset);
        break;
      }
      default:
        throw new Error(`unsupported message element ${element.type}`);
    }
  }
  return out;
}

function format(lang: Lang, key: string, values: MessageValues | undefined): string {
  const catalog = catalogs[lang];
  const message = catalog && Object.hasOwn(catalog, key) ? catalog[key] : undefined;
  if (message === undefined) return key;
  try {
    return render(lang, message, values);
  } catch {
    // A missing or mistyped value is a programming error, but must not take a page down.
    return key;
  }
}

const translators: Partial<Record<Lang, Translate>> = {};

export function createTranslator(lang: Lang): Translate {
  let t = translators[lang];
  if (t === undefined) {
    t = (key, values) => format(lang, key, values);
    translators[lang] = t;
  }
  return t;
}
