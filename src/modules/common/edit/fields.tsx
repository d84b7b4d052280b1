import { type ReactNode, useEffect, useState } from "react";
import { toRoutePath } from "../../../i18n/paths";
import { berlinParts, parseInstant } from "../../../lib/dates";
import type { Lang } from "../../../lib/languages";
import { useField, useFields } from "./context";
import "./fields.css";

/**
 * The fields module forms are built from (modules/<type>/edit.tsx). Each reads and sets one
 * stored field by name through FieldsContext; its label is tied to the control, and its help and
 * message (the browser's check or the server's, SPEC §5 texts) describe it, so a screen reader
 * hears both when the control has focus.
 */

/** A text in both languages; the form shows the page's. */
export type Texts = Readonly<Record<Lang, string>>;

export interface FieldProps {
  /** The stored field's name (SPEC §3 spelling). */
  name: string;
  label: Texts;
  required?: boolean;
  help?: Texts;
}

const KIT_TEXTS = {
  de: {
    required: "Pflichtfeld",
    choose: "Auswählen …",
    remove: "Entfernen",
    chooseImage: "Bild wählen",
    changeImage: "Anderes Bild",
    noImage: "Kein Bild gewählt.",
    chooseLink: "Link wählen",
    chooseEvent: "Veranstaltung wählen",
    loading: "Wird geladen …",
    loadFailed: "Die Liste konnte nicht geladen werden.",
    none: "– keine Auswahl –",
    berlinTime: "Uhrzeit in Berlin.",
    notChosen: "Nichts gewählt.",
    wrongKind: "Dieser Link führt nicht zu einer passenden Seite.",
  },
  en: {
    required: "required",
    choose: "Choose …",
    remove: "Remove",
    chooseImage: "Choose image",
    changeImage: "Change image",
    noImage: "No image chosen.",
    chooseLink: "Choose link",
    chooseEvent: "Choose event",
    loading: "Loading …",
    loadFailed: "The list could not be loaded.",
    none: "– none –",
    berlinTime: "Time in Berlin.",
    notChosen: "Nothing chosen.",
    wrongKind: "This link does not lead to a matching page.",
  },
} as const;

function useKitTexts() {
  return KIT_TEXTS[useFields().lang];
}

/** What the frame of a field needs of its state. */
type FieldIds = Pick<ReturnType<typeof useField>, "id" | "errorId" | "error" | "lang">;

/** The ids a control names in aria-describedby: its help, then its message. */
function describedBy(field: FieldIds, help: boolean): string | undefined {
  const ids = [help ? `${field.id}-help` : "", field.error ? field.errorId : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function controlProps(field: FieldIds, props: FieldProps) {
  return {
    id: field.id,
    required: props.required,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy(field, Boolean(props.help)),
  } as const;
}

/**
 * Label (with the required mark), control, help and message of one field. The label names its
 * field (`data-field`), so the editor can word a field as its form does (the conflict view).
 */
function FieldFrame({
  field,
  props,
  children,
  kind = "",
}: {
  field: FieldIds;
  props: FieldProps;
  children: ReactNode;
  kind?: string;
}) {
  const texts = useKitTexts();
  return (
    <div className={`module-field${kind ? ` module-field--${kind}` : ""}`}>
      <label className="module-field__label" htmlFor={field.id} id={`${field.id}-label`} data-field={props.name}>
        {props.label[field.lang]}
        {props.required && (
          <abbr className="module-field__required" title={texts.required}>
            *
          </abbr>
        )}
      </label>
      {children}
      <FieldNotes field={field} help={props.help} />
    </div>
  );
}

function FieldNotes({ field, help }: { field: FieldIds; help?: Texts }) {
  return (
    <>
      {help && (
        <p className="module-field__help" id={`${field.id}-help`}>
          {help[field.lang]}
        </p>
      )}
      {field.error && (
        <p className="module-field__error" id={field.errorId}>
          {field.error}
        </p>
      )}
    </>
  );
}

const asText = (value: unknown): string => (typeof value === "string" ? value : "");

export function TextField(props: FieldProps & { maxLength?: number; type?: "text" | "url" }) {
  const field = useField<string | null>(props.name);
  return (
    <FieldFrame field={field} props={props}>
      <input
        {...controlProps(field, props)}
        type={props.type ?? "text"}
        className="module-field__input"
        value={asText(field.value)}
        maxLength={props.maxLength}
        onChange={(event) => field.setValue(event.target.value)}
      />
    </FieldFrame>
  );
}

export function TextArea(props: FieldProps & { maxLength?: number; rows?: number; code?: boolean }) {
  const field = useField<string | null>(props.name);
  return (
    <FieldFrame field={field} props={props}>
      <textarea
        {...controlProps(field, props)}
        className={`module-field__input${props.code ? " module-field__input--code" : ""}`}
        rows={props.rows ?? 4}
        value={asText(field.value)}
        maxLength={props.maxLength}
        spellCheck={props.code ? false : undefined}
        onChange={(event) => field.setValue(event.target.value)}
      />
    </FieldFrame>
  );
}

/** A whole number; empty stores null. */
export function NumberField(props: FieldProps & { min?: number; max?: number }) {
  const field = useField<number | null>(props.name);
  return (
    <FieldFrame field={field} props={props} kind="number">
      <input
        {...controlProps(field, props)}
        type="number"
        inputMode="numeric"
        step={1}
        className="module-field__input"
        min={props.min}
        max={props.max}
        value={typeof field.value === "number" ? field.value : ""}
        onChange={(event) => field.setValue(event.target.value === "" ? null : Number(event.target.value))}
      />
    </FieldFrame>
  );
}

export function Checkbox(props: FieldProps) {
  const field = useField<boolean>(props.name);
  return (
    <div className="module-field module-field--checkbox">
      <input
        {...controlProps(field, props)}
        type="checkbox"
        checked={field.value === true}
        onChange={(event) => field.setValue(event.target.checked)}
      />
      <label className="module-field__label" htmlFor={field.id} data-field={props.name}>
        {props.label[field.lang]}
      </label>
      <FieldNotes field={field} help={props.help} />
    </div>
  );
}

export interface SelectOption {
  value: string | number;
  label: Texts;
  /** Another stored spelling of the same choice (older content), shown as this option. */
  also?: string | number;
}

/** One of fixed choices; the stored value keeps its type (a preset index stays a number). */
export function Select(props: FieldProps & { options: readonly SelectOption[] }) {
  const field = useField<string | number | null>(props.name);
  const texts = useKitTexts();
  const index = props.options.findIndex((option) => option.value === field.value || option.also === field.value);
  return (
    <FieldFrame field={field} props={props}>
      <select
        {...controlProps(field, props)}
        className="module-field__input"
        value={index === -1 ? "" : String(index)}
        onChange={(event) => field.setValue(props.options[Number(event.target.value)]?.value ?? null)}
      >
        {index === -1 && (
          <option value="" disabled>
            {texts.choose}
          </option>
        )}
        {props.options.map((option, i) => (
          <option key={String(option.value)} value={String(i)}>
            {option.label[field.lang]}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A stored instant as the Berlin wall time a datetime-local input shows ('2026-12-01T19:00'). */
export function instantToInput(value: unknown): string {
  const instant = typeof value === "string" && value ? parseInstant(value) : null;
  const p = instant ? berlinParts(instant) : null;
  return p ? `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.hour)}:${pad(p.minute)}` : "";
}

/** A datetime-local input's Berlin wall time as the ISO instant the API stores; empty → null. */
export function inputToInstant(value: string): string | null {
  const instant = value ? parseInstant(value) : null;
  return instant ? `${instant.toISOString().slice(0, 19)}Z` : null;
}

/** A date and time in Berlin (SPEC §9), stored as an ISO instant (online_from, online_to, date_from). */
export function DateTimeField(props: FieldProps) {
  const field = useField<string | null>(props.name);
  const withHelp = { ...props, help: props.help ?? { de: KIT_TEXTS.de.berlinTime, en: KIT_TEXTS.en.berlinTime } };
  return (
    <FieldFrame field={field} props={withHelp} kind="datetime">
      <input
        {...controlProps(field, withHelp)}
        type="datetime-local"
        className="module-field__input"
        value={instantToInput(field.value)}
        onChange={(event) => field.setValue(inputToInstant(event.target.value))}
      />
    </FieldFrame>
  );
}

/** Rich text (SPEC §5) in the editor's own rich-text widget. */
export function RichTextField(props: FieldProps & { maxLength?: number }) {
  const field = useField<string | null>(props.name);
  const { widgets } = useFields();
  return (
    <div className="module-field module-field--rich-text">
      {/* The widget is no form control a label can point at: it names itself by the label's id. */}
      <span className="module-field__label" id={`${field.id}-label`} data-field={props.name}>
        {props.label[field.lang]}
        {props.required && <RequiredMark />}
      </span>
      <widgets.RichText
        id={field.id}
        value={asText(field.value)}
        onChange={(html) => field.setValue(html)}
        labelledBy={`${field.id}-label`}
        describedBy={describedBy(field, Boolean(props.help))}
        invalid={Boolean(field.error)}
      />
      <FieldNotes field={field} help={props.help} />
    </div>
  );
}

function RequiredMark() {
  const texts = useKitTexts();
  return (
    <abbr className="module-field__required" title={texts.required}>
      *
    </abbr>
  );
}

/** A legend-labelled group for fields whose control is a set of buttons. */
function FieldGroup({
  field,
  props,
  children,
  kind,
}: {
  field: FieldIds;
  props: FieldProps;
  children: ReactNode;
  kind: string;
}) {
  return (
    <fieldset
      className={`module-field module-field--${kind}`}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field, Boolean(props.help))}
    >
      <legend className="module-field__label" id={`${field.id}-label`} data-field={props.name}>
        {props.label[field.lang]}
        {props.required && <RequiredMark />}
      </legend>
      {children}
      <FieldNotes field={field} help={props.help} />
    </fieldset>
  );
}

/** URL of a media library image's small rendition (the media route serves each breakpoint as webp). */
const imagePreviewUrl = (key: string) => `/media/${key}/320.webp`;

/** An image of the media library, chosen with the image finder; stores its R2 key. */
export function ImageField(props: FieldProps & { format?: string }) {
  const field = useField<string | null>(props.name);
  const { widgets } = useFields();
  const texts = useKitTexts();
  const [alt, setAlt] = useState("");
  const key = asText(field.value);
  const choose = async () => {
    const chosen = await widgets.chooseImage({ format: props.format });
    if (chosen) {
      setAlt(chosen.alt);
      field.setValue(chosen.key);
    }
  };
  return (
    <FieldGroup field={field} props={props} kind="image">
      {key ? (
        <figure className="module-field__preview">
          <img src={imagePreviewUrl(key)} alt={alt} width={160} />
          <figcaption>{key}</figcaption>
        </figure>
      ) : (
        <p className="module-field__empty">{texts.noImage}</p>
      )}
      <div className="module-field__actions">
        <button type="button" className="module-field__button" onClick={choose}>
          {key ? texts.changeImage : texts.chooseImage}
        </button>
        {key && (
          <button type="button" className="module-field__button" onClick={() => field.setValue(null)}>
            {texts.remove}
          </button>
        )}
      </div>
    </FieldGroup>
  );
}

/**
 * A site path or external URL: typed, chosen with the link finder, or an event's page chosen
 * with the event finder (searched and filtered by date and venue).
 */
export function LinkField(props: FieldProps) {
  const field = useField<string | null>(props.name);
  const { widgets } = useFields();
  const texts = useKitTexts();
  const choose = async () => {
    const chosen = await widgets.chooseLink(asText(field.value));
    if (chosen !== null) field.setValue(chosen);
  };
  const chooseEvent = async () => {
    const chosen = await widgets.chooseEvent();
    if (chosen) field.setValue(chosen.url);
  };
  return (
    <FieldFrame field={field} props={props} kind="link">
      <div className="module-field__row">
        <input
          {...controlProps(field, props)}
          type="text"
          inputMode="url"
          className="module-field__input"
          value={asText(field.value)}
          onChange={(event) => field.setValue(event.target.value)}
        />
        <button type="button" className="module-field__button" onClick={choose}>
          {texts.chooseLink}
        </button>
        <button type="button" className="module-field__button" onClick={chooseEvent}>
          {texts.chooseEvent}
        </button>
      </div>
    </FieldFrame>
  );
}

/** An embed code or player link, checked by the module's schema (SPEC §5 embed checks). */
export function EmbedField(props: FieldProps) {
  return <TextArea {...props} rows={4} code />;
}

type ListState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; items: { id: number; name: string }[] };

/** The entities the editor chooses from (plain fetch: the editor chunk has no query client of the page's). */
const entityLists = {
  venues: (lang: Lang) => `/${lang}/api/venues/`,
  eventTags: (lang: Lang) => `/api/event-tags/?lang=${lang}`,
  articleCategories: (lang: Lang) => `/api/article-categories/?lang=${lang}`,
} as const;

export type EntityList = keyof typeof entityLists;

function useEntityList(list: EntityList, lang: Lang): ListState {
  const [state, setState] = useState<ListState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    fetch(entityLists[list](lang), { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((items: { id: number; name: string }[]) => {
        if (live) setState({ status: "ready", items: items.map(({ id, name }) => ({ id, name })) });
      })
      .catch(() => {
        if (live) setState({ status: "failed" });
      });
    return () => {
      live = false;
    };
  }, [list, lang]);
  return state;
}

/** One entity (venue, event tag) from its list; stores the id. */
export function EntitySelect(props: FieldProps & { list: EntityList }) {
  const field = useField<number | null>(props.name);
  const texts = useKitTexts();
  const state = useEntityList(props.list, field.lang);
  const items = state.status === "ready" ? state.items : [];
  const value = typeof field.value === "number" ? field.value : null;
  return (
    <FieldFrame field={field} props={props}>
      <select
        {...controlProps(field, props)}
        className="module-field__input"
        aria-busy={state.status === "loading" || undefined}
        value={value === null ? "" : String(value)}
        onChange={(event) => field.setValue(event.target.value === "" ? null : Number(event.target.value))}
      >
        <option value="" disabled={props.required}>
          {state.status === "loading" ? texts.loading : texts.none}
        </option>
        {/* A stored id missing from the list stays selectable, so opening the form changes nothing. */}
        {value !== null && state.status === "ready" && !items.some((item) => item.id === value) && (
          <option value={String(value)}>#{value}</option>
        )}
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </select>
      {state.status === "failed" && <p className="module-field__error">{texts.loadFailed}</p>}
    </FieldFrame>
  );
}

/** Several entities (article categories) from their list, as checkboxes; stores the ids. */
export function EntityChecklist(props: FieldProps & { list: EntityList }) {
  const field = useField<number[] | null>(props.name);
  const texts = useKitTexts();
  const state = useEntityList(props.list, field.lang);
  const chosen = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number, on: boolean) =>
    field.setValue(on ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id));
  return (
    <FieldGroup field={field} props={props} kind="checklist">
      {state.status === "loading" && <p className="module-field__empty">{texts.loading}</p>}
      {state.status === "failed" && <p className="module-field__error">{texts.loadFailed}</p>}
      {state.status === "ready" &&
        state.items.map((item) => (
          <label key={item.id} className="module-field__choice">
            <input
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            {item.name}
          </label>
        ))}
    </FieldGroup>
  );
}

/**
 * Route segments of the detail pages an entity field takes from the link finder (the route
 * tree's English names; German paths are translated back first).
 */
const linkedKinds = {
  form: { segment: "form", api: (lang: Lang, id: number) => `/${lang}/api/forms/${id}/` },
  article: { segment: "mediathek-en", api: (lang: Lang, id: number) => `/${lang}/api/articles/${id}/` },
} as const;

export type LinkedKind = keyof typeof linkedKinds;

/** The id of a `kind` detail page from its URL (`/de/formular/anmeldung/4` → 4), or null. */
export function linkedEntityId(kind: LinkedKind, url: string): number | null {
  let path: string;
  try {
    path = new URL(url, "https://site.invalid").pathname;
  } catch {
    return null;
  }
  const match = /^\/[a-z]{2}\/([^/]+)\/[^/]+\/(\d+)\/?$/.exec(toRoutePath(path));
  return match && match[1] === linkedKinds[kind].segment ? Number(match[2]) : null;
}

/** The title (or name) of a linked entity, read from its API call to show what the id means. */
function useLinkedTitle(kind: LinkedKind, lang: Lang, id: number | null): string | null {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    setTitle(null);
    if (id === null) return;
    let live = true;
    fetch(linkedKinds[kind].api(lang, id), { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { title?: string; name?: string } | null) => {
        if (live) setTitle(body?.title ?? body?.name ?? null);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [kind, lang, id]);
  return title;
}

/**
 * A form or an article, chosen with the link finder (its detail page's URL names the id); stores
 * the id. A link to anything else is refused with a message.
 */
export function LinkedEntityField(props: FieldProps & { kind: LinkedKind }) {
  const field = useField<number | null>(props.name);
  const { widgets } = useFields();
  const texts = useKitTexts();
  const [refused, setRefused] = useState(false);
  const id = typeof field.value === "number" ? field.value : null;
  const title = useLinkedTitle(props.kind, field.lang, id);
  const choose = async () => {
    const url = await widgets.chooseLink("");
    if (url === null) return;
    const chosen = linkedEntityId(props.kind, url);
    setRefused(chosen === null);
    if (chosen !== null) field.setValue(chosen);
  };
  const shown = refused ? { ...field, error: field.error ?? texts.wrongKind } : field;
  return (
    <FieldGroup field={shown} props={props} kind="linked">
      <p className="module-field__empty">{id === null ? texts.notChosen : `${title ?? ""} (#${id})`}</p>
      <div className="module-field__actions">
        <button type="button" className="module-field__button" onClick={choose}>
          {texts.choose}
        </button>
        {id !== null && !props.required && (
          <button type="button" className="module-field__button" onClick={() => field.setValue(null)}>
            {texts.remove}
          </button>
        )}
      </div>
    </FieldGroup>
  );
}
