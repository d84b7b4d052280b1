import type { DeepKeys } from "@tanstack/react-form";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { type Lang, languages } from "../../lib/languages";
import { hubListQuery, hubReadQuery, useHubApi } from "../api";
import { type useHubForm, withFieldGroup } from "../form/form";
import { useHubTexts } from "../texts";

/**
 * Fields the back office's item forms share (issue 27): both languages of a text side by side,
 * an image with its alt text in both languages, a reference to another item chosen by search, and
 * a set of references chosen from a short list.
 */

const TEXTS = {
  de: {
    languages: { de: "Deutsch", en: "Englisch" } as Record<Lang, string>,
    none: "Keine Auswahl",
    current: "Gewählt:",
    remove: "Auswahl entfernen",
    search: (label: string) => `${label} suchen`,
    choose: (name: string) => `${name} wählen`,
    noResult: "Nichts gefunden.",
    loading: "Wird geladen …",
    more: (count: number) => `… und ${count} weitere; bitte genauer suchen.`,
  },
  en: {
    languages: { de: "German", en: "English" } as Record<Lang, string>,
    none: "Nothing chosen",
    current: "Chosen:",
    remove: "Remove the choice",
    search: (label: string) => `Search ${label}`,
    choose: (name: string) => `Choose ${name}`,
    noResult: "Nothing found.",
    loading: "Loading …",
    more: (count: number) => `… and ${count} more; please search more precisely.`,
  },
};

/**
 * One text of an item in both languages, side by side under one legend: `children` renders the
 * field of each language (its label names the language; its control carries `lang`).
 */
export function Bilingual({
  label,
  children,
}: {
  label: string;
  children: (lang: Lang, languageLabel: string) => ReactNode;
}) {
  const text = useHubTexts(TEXTS);
  return (
    <fieldset className="item-form__pair">
      <legend>{label}</legend>
      {languages.map((lang) => (
        <div key={lang} className="item-form__language">
          {children(lang, `${label} (${text.languages[lang]})`)}
        </div>
      ))}
    </fieldset>
  );
}

/** A hub form over `Values` (what useItemForm and useHubForm answer). */
type HubAppForm<Values extends object> = ReturnType<typeof useHubForm<Values, unknown>>;

type Text = string | null | undefined;

/** The bases `x` of a form's text pairs: values `x_de` and `x_en` that are both (optional) texts. */
type BilingualBase<Values> = {
  [Key in keyof Values & string]: Key extends `${infer Base}_de`
    ? `${Base}_en` extends keyof Values
      ? Values[Key] extends Text
        ? Values[`${Base}_en`] extends Text
          ? Base
          : never
        : never
      : never
    : never;
}[keyof Values & string];

/**
 * A one-line text of an item in both languages (`<name>_de`, `<name>_en`), side by side: the
 * form's text field per language, with its `lang`.
 */
export function BilingualText<Values extends object>({
  form,
  name,
  label,
  ...field
}: {
  form: HubAppForm<Values>;
  name: BilingualBase<Values>;
  label: string;
  required?: boolean;
  maxLength?: number;
  help?: string;
}) {
  return (
    <Bilingual label={label}>
      {(lang, languageLabel) => (
        // The pair's names are checked by `BilingualBase`; TypeScript cannot see that the
        // template literal of a generic base is one of the form's keys.
        <form.AppField name={`${name}_${lang}` as DeepKeys<Values>}>
          {(control) => <control.TextField label={languageLabel} lang={lang} {...field} />}
        </form.AppField>
      )}
    </Bilingual>
  );
}

/**
 * The values of an image with its alt text per language, as every item form with an image holds
 * them (a form's values are its schema's input: each may be absent or null).
 */
const IMAGE_WITH_ALT: {
  image?: string | null;
  image_alt_de?: string | null;
  image_alt_en?: string | null;
} = {
  image: null,
  image_alt_de: "",
  image_alt_en: "",
};

/**
 * An item's image from the media library and its alt text in both languages beside it: choosing
 * an image offers the library's alt text where none is typed yet (one typed here stays). Used as
 * `<ImageWithAlt form={form} fields={{ image: "image", image_alt_de: "image_alt_de", image_alt_en: "image_alt_en" }} … />`.
 */
export const ImageWithAlt = withFieldGroup({
  defaultValues: IMAGE_WITH_ALT,
  props: { label: "", altLabel: "", altHelp: undefined as string | undefined },
  render: function ImageWithAltFields({ group, label, altLabel, altHelp }) {
    return (
      <>
        <group.AppField name="image">
          {(field) => (
            <field.Image
              label={label}
              onChosen={(image) => {
                for (const name of ["image_alt_de", "image_alt_en"] as const) {
                  if (!group.getFieldValue(name)) group.setFieldValue(name, image.alt);
                }
              }}
            />
          )}
        </group.AppField>
        <Bilingual label={altLabel}>
          {(language, languageLabel) => (
            <group.AppField name={language === "de" ? "image_alt_de" : "image_alt_en"}>
              {(field) => <field.TextField label={languageLabel} lang={language} maxLength={300} help={altHelp} />}
            </group.AppField>
          )}
        </Bilingual>
      </>
    );
  },
});

/** A listed item as a reference field shows it. */
interface Named {
  id: number;
}

const RESULTS = 8;

/**
 * A reference to one item of `resource`, chosen by searching its list (the server searches):
 * the chosen item is named with `name`, and can be removed unless `required`.
 */
export function RefSelect<Row extends Named>({
  resource,
  label,
  value,
  onChange,
  name,
  required = false,
  error,
}: {
  resource: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  name: (row: Row) => string;
  required?: boolean;
  error?: string;
}) {
  const text = useHubTexts(TEXTS);
  const api = useHubApi();
  const id = useId();
  const [search, setSearch] = useState("");
  const chosen = useQuery({ ...hubReadQuery<Row>(api, `${resource}/${value}/`), enabled: value !== null });
  const results = useQuery({
    ...hubListQuery<Row>(api, `${resource}/`, { q: search.trim(), page_size: String(RESULTS) }),
    enabled: search.trim() !== "",
    placeholderData: keepPreviousData,
  });
  return (
    <fieldset className="item-form__ref" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <p className="item-form__ref-current">
        {value === null ? (
          text.none
        ) : (
          <>
            {text.current} <strong>{chosen.data ? name(chosen.data) : `#${value}`}</strong>{" "}
            {!required && (
              <button type="button" className="hub-link-button" onClick={() => onChange(null)}>
                {text.remove}
              </button>
            )}
          </>
        )}
      </p>
      <label htmlFor={`${id}-search`}>{text.search(label)}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        autoComplete="off"
        aria-controls={`${id}-results`}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter in the search must not submit the item's form.
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      <div id={`${id}-results`} aria-live="polite">
        {search.trim() !== "" &&
          (results.data ? (
            results.data.results.length === 0 ? (
              <p>{text.noResult}</p>
            ) : (
              <ul className="item-form__ref-results">
                {results.data.results.map((row) => (
                  <li key={row.id}>
                    <button
                      type="button"
                      className="hub-link-button"
                      aria-label={text.choose(name(row))}
                      onClick={() => {
                        onChange(row.id);
                        setSearch("");
                      }}
                    >
                      {name(row)}
                    </button>
                  </li>
                ))}
                {results.data.count > RESULTS && <li>{text.more(results.data.count - RESULTS)}</li>}
              </ul>
            )
          ) : (
            <p role="status">{text.loading}</p>
          ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="hub-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The most options a checklist offers: tags, categories and the like are fewer. */
const CHECKLIST_SIZE = "100";

/** References to several items of a short list (`resource`, e.g. tags), as a group of boxes. */
export function RefChecklist<Row extends Named>({
  resource,
  label,
  value,
  onChange,
  name,
}: {
  resource: string;
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  name: (row: Row) => string;
}) {
  const text = useHubTexts(TEXTS);
  const api = useHubApi();
  const options = useQuery(hubListQuery<Row>(api, `${resource}/`, { page_size: CHECKLIST_SIZE }));
  const chosen = new Set(value);
  return (
    <fieldset className="item-form__checklist">
      <legend>{label}</legend>
      {!options.data && <p role="status">{text.loading}</p>}
      {options.data?.results.map((row) => (
        <label key={row.id}>
          <input
            type="checkbox"
            checked={chosen.has(row.id)}
            onChange={(event) =>
              onChange(event.currentTarget.checked ? [...value, row.id] : value.filter((id) => id !== row.id))
            }
          />{" "}
          {name(row)}
        </label>
      ))}
    </fieldset>
  );
}
