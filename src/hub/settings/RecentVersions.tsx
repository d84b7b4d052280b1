import { useQuery } from "@tanstack/react-query";
import type { SettingsFieldChange } from "../../lib/settings-changes";
import type { Paged } from "../../schemas/common";
import type { SettingsAreaName, SettingsVersion } from "../../schemas/hub-settings";
import { hubReadQuery, useHubApi } from "../api";
import { formatHubDateTime, useHubLang, useHubTexts } from "../texts";

const TEXTS = {
  de: {
    heading: "Letzte Änderungen",
    none: "Noch keine Änderungen gespeichert.",
    loading: "Wird geladen …",
    failed: "Die Änderungen konnten nicht geladen werden.",
    unknown: "Gelöschtes Konto",
    yes: "ja",
    no: "nein",
    empty: "(leer)",
    changed: (count: number) => `${count} Felder geändert`,
    by: (name: string, when: string) => `${when}, ${name}`,
  },
  en: {
    heading: "Recent changes",
    none: "No changes saved yet.",
    loading: "Loading …",
    failed: "The changes could not be loaded.",
    unknown: "Deleted account",
    yes: "yes",
    no: "no",
    empty: "(empty)",
    changed: (count: number) => `${count} fields changed`,
    by: (name: string, when: string) => `${when}, ${name}`,
  },
};

type Texts = (typeof TEXTS)["de"];

/** How many saves the panel lists, newest first. */
const SHOWN = 5;
/** Longer values (HTML fragments) are cut: the panel says that they changed, not all they hold. */
const VALUE_CHARS = 80;

function valueInWords(value: unknown, text: Texts): string {
  if (value === null || value === undefined || value === "") return text.empty;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  if (Array.isArray(value)) return value.map((item) => valueInWords(item, text)).join(", ");
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  return shown.length > VALUE_CHARS ? `${shown.slice(0, VALUE_CHARS)} …` : shown;
}

function ChangeLine({ change, labels, text }: { change: SettingsFieldChange; labels: Labels; text: Texts }) {
  const label = labelOf(change.field, labels);
  return (
    <li>
      <strong>{label}</strong>: {valueInWords(change.before, text)} → {valueInWords(change.after, text)}
    </li>
  );
}

/** A field in words: its own label, else its group's label and its key (`errors.503` → "Error pages 503"). */
function labelOf(field: string, labels: Labels): string {
  const own = labels[field];
  if (own !== undefined) return own;
  const dot = field.indexOf(".");
  const group = dot > 0 ? labels[field.slice(0, dot)] : undefined;
  return group === undefined ? field : `${group} ${field.slice(dot + 1)}`;
}

/** Field names of an area in words, by the dotted field a version names (`is_site_online`, `errors.503`). */
export type Labels = Readonly<Record<string, string>>;

/**
 * The area's latest saves (issue 25: who, when, before and after in words): each save's author and
 * time, and for each field it changed the value before and after. Refreshes with every save
 * (its query key is below `["hub"]`, which a save invalidates).
 */
export function RecentVersions({ area, labels = {} }: { area: SettingsAreaName; labels?: Labels }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const { data, isPending, isError } = useQuery(
    hubReadQuery<Paged<SettingsVersion>>(api, "settings/versions/", { area, page_size: String(SHOWN) }),
  );
  return (
    <section className="hub-settings-versions" aria-labelledby={`versions-${area}`}>
      <h2 id={`versions-${area}`}>{text.heading}</h2>
      {isPending && <p role="status">{text.loading}</p>}
      {isError && <p role="alert">{text.failed}</p>}
      {data && data.results.length === 0 && <p>{text.none}</p>}
      {data && data.results.length > 0 && (
        <ol className="hub-settings-versions__list">
          {data.results.map((version) => (
            <li key={version.id}>
              <p className="hub-settings-versions__who">
                {text.by(version.user?.name || text.unknown, formatHubDateTime(lang, version.created_at))}
              </p>
              {version.changes.length <= 6 ? (
                <ul>
                  {version.changes.map((change) => (
                    <ChangeLine key={change.field} change={change} labels={labels} text={text} />
                  ))}
                </ul>
              ) : (
                <p>{text.changed(version.changes.length)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
