import type { AccountRef } from "../../schemas/dashboard-logs";
import { useListQuery } from "../list-state";
import { useHubTexts } from "../texts";

/**
 * Filter controls of the dashboard's panels: each reads its key from the list's URL query and
 * sets it there (src/hub/list-state.ts), so the server filters and the CSV link follows.
 */

const TEXTS = {
  de: {
    from: "Von",
    to: "Bis",
    all: "Alle",
    lang: "Sprache",
    languages: [
      { value: "de", label: "Deutsch" },
      { value: "en", label: "Englisch" },
    ],
    byAccount: (name: string) => `Nur Einträge von ${name} zeigen`,
    oneAccount: (id: string) => `Nur Konto Nr. ${id}: alle Konten zeigen`,
  },
  en: {
    from: "From",
    to: "To",
    all: "All",
    lang: "Language",
    languages: [
      { value: "de", label: "German" },
      { value: "en", label: "English" },
    ],
    byAccount: (name: string) => `Show only entries of ${name}`,
    oneAccount: (id: string) => `Only account no. ${id}: show all accounts`,
  },
};

/** The period filter: first and last day, both counted. */
export function PeriodFilter() {
  const text = useHubTexts(TEXTS);
  const [query, setQuery] = useListQuery();
  return (
    <>
      <label>
        {text.from}
        <input
          type="date"
          value={query.from ?? ""}
          onChange={(event) => setQuery({ from: event.currentTarget.value })}
        />
      </label>
      <label>
        {text.to}
        <input type="date" value={query.to ?? ""} onChange={(event) => setQuery({ to: event.currentTarget.value })} />
      </label>
    </>
  );
}

/** A choice of one value of `name`, or all ("" drops the key). */
export function SelectFilter({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const text = useHubTexts(TEXTS);
  const [query, setQuery] = useListQuery();
  return (
    <label>
      {label}
      <select value={query[name] ?? ""} onChange={(event) => setQuery({ [name]: event.currentTarget.value })}>
        <option value="">{text.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The language filter (`lang`) of the lists that keep one row per language. */
export function LangFilter() {
  const text = useHubTexts(TEXTS);
  return <SelectFilter name="lang" label={text.lang} options={text.languages} />;
}

/** An account in a row: its name, a button that filters the list by it, and its e-mail. */
export function AccountCell({ account, fallback }: { account: AccountRef | null; fallback: string }) {
  const text = useHubTexts(TEXTS);
  const [, setQuery] = useListQuery();
  if (!account) return <>{fallback}</>;
  return (
    <>
      <button
        type="button"
        className="hub-link-button"
        title={text.byAccount(account.name)}
        aria-label={text.byAccount(account.name)}
        onClick={() => setQuery({ user: String(account.id) })}
      >
        {account.name}
      </button>
      <br />
      <small>{account.email}</small>
    </>
  );
}

/** While the list shows one account's entries (set from a row): says so and offers all again. */
export function AccountFilter() {
  const text = useHubTexts(TEXTS);
  const [query, setQuery] = useListQuery();
  if (!query.user) return null;
  return (
    <button type="button" className="hub-button" onClick={() => setQuery({ user: undefined })}>
      {text.oneAccount(query.user)}
    </button>
  );
}
