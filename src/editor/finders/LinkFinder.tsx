import { type FormEvent, useId, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { LinkTargetKind, LinkTargetsResponse } from "../../schemas/link-targets";
import { useEditor, useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { FinderSearch, resultStatus } from "./FinderSearch";
import { onListKeys, useDebounced, useGet } from "./hooks";
import { formatDate, groupTargets, languagesFor, linkTargetsCall, normaliseLink } from "./logic";
import "./finders.css";

const texts = {
  de: {
    title: "Link wählen",
    current: "Aktueller Link",
    none: "Noch kein Link",
    search: "Seite, Veranstaltung, Produktion, Artikel oder Formular suchen",
    kind: "Art",
    all: "Alle",
    kinds: {
      page: "Seiten",
      event: "Veranstaltungen",
      production: "Produktionen",
      article: "Artikel",
      form: "Formulare",
    } satisfies Record<LinkTargetKind, string>,
    languages: { de: "Deutsch", en: "Englisch" } satisfies Record<Lang, string>,
    offline: "offline",
    loading: "Wird geladen …",
    failed: "Die Suche ist fehlgeschlagen.",
    found: (n: number) => (n === 1 ? "1 Treffer" : `${n} Treffer`),
    nothing: "Keine Treffer",
    address: "Adresse: https://…, mailto:…, tel:… oder ein Pfad dieser Website (/de/…)",
    addressHint: "Ohne Protokoll wird https:// ergänzt.",
    useAddress: "Adresse übernehmen",
    problems: {
      empty: "Bitte eine Adresse eingeben.",
      scheme: "Nur http(s), mailto und tel sind erlaubt.",
      invalid: "Das ist keine gültige Adresse.",
    },
    cancel: "Abbrechen",
  },
  en: {
    title: "Choose a link",
    current: "Current link",
    none: "No link yet",
    search: "Search pages, events, productions, articles or forms",
    kind: "Kind",
    all: "All",
    kinds: {
      page: "Pages",
      event: "Events",
      production: "Productions",
      article: "Articles",
      form: "Forms",
    } satisfies Record<LinkTargetKind, string>,
    languages: { de: "German", en: "English" } satisfies Record<Lang, string>,
    offline: "offline",
    loading: "Loading …",
    failed: "The search failed.",
    found: (n: number) => (n === 1 ? "1 result" : `${n} results`),
    nothing: "No results",
    address: "Address: https://…, mailto:…, tel:… or a path of this site (/en/…)",
    addressHint: "Without a protocol, https:// is added.",
    useAddress: "Use this address",
    problems: {
      empty: "Please enter an address.",
      scheme: "Only http(s), mailto and tel are allowed.",
      invalid: "This is not a valid address.",
    },
    cancel: "Cancel",
  },
};

type Texts = (typeof texts)["de"];

/**
 * The link finder (SPEC §2): the site's pages, events, productions, articles and forms, each
 * in the editor's language and the other one, or an external address. Resolves with the chosen
 * link, or null when the editor cancels.
 */
export function LinkFinder({
  open,
  current,
  onDone,
}: {
  open: boolean;
  current: string;
  onDone: (link: string | null) => void;
}) {
  const text = useTexts(texts);
  return (
    <Dialog open={open} title={text.title} onClose={() => onDone(null)} wide>
      <LinkFinderBody current={current} onDone={onDone} text={text} />
    </Dialog>
  );
}

function LinkFinderBody({
  current,
  onDone,
  text,
}: {
  current: string;
  onDone: (link: string | null) => void;
  text: Texts;
}) {
  const { lang } = useEditor();
  const id = useId();
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<LinkTargetKind | "">("");
  const [address, setAddress] = useState(current);
  const [problem, setProblem] = useState<keyof Texts["problems"] | null>(null);

  const settled = useDebounced(query);
  const loaded = useGet<LinkTargetsResponse>(linkTargetsCall(lang, settled, kind));
  const results = loaded.data?.results ?? [];
  const groups = groupTargets(results);

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    const link = normaliseLink(address);
    if ("problem" in link) setProblem(link.problem);
    else onDone(link.href);
  };

  const status = resultStatus(loaded, results.length, results.length, text);

  return (
    <div className="finder">
      <p className="finder__current">
        {text.current}: {current ? <code>{current}</code> : text.none}
      </p>
      <div className="finder__search">
        <FinderSearch label={text.search} value={query} listId={`${id}-results`} onChange={setQuery} />
        <label className="finder__field">
          <span>{text.kind}</span>
          <select value={kind} onChange={(event) => setKind(event.target.value as LinkTargetKind | "")}>
            <option value="">{text.all}</option>
            {(Object.keys(text.kinds) as LinkTargetKind[]).map((value) => (
              <option key={value} value={value}>
                {text.kinds[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <output className="finder__status">{status}</output>
      {/* Arrow keys walk the choices of every group (onListKeys). */}
      <div id={`${id}-results`} className="finder__results" data-choices>
        {groups.map((group) => (
          <section key={group.kind} className="finder__group" aria-labelledby={`${id}-${group.kind}`}>
            <h3 id={`${id}-${group.kind}`} className="finder__group-title">
              {text.kinds[group.kind]}
            </h3>
            <ul className="finder__list" onKeyDown={onListKeys}>
              {group.targets.map((target) => {
                const titleId = `${id}-${target.kind}-${target.id}`;
                return (
                  <li key={target.id} className="finder__target">
                    <span id={titleId} className="finder__target-title">
                      {target.title}
                      {target.date && <span className="finder__meta"> · {formatDate(target.date, lang)}</span>}
                      {!target.is_online && <span className="finder__badge"> {text.offline}</span>}
                    </span>
                    <span className="finder__choices">
                      {languagesFor(lang).map((language) => (
                        <button
                          key={language}
                          id={`${titleId}-${language}`}
                          type="button"
                          className="finder__choice"
                          data-choice
                          aria-labelledby={`${titleId} ${titleId}-${language}`}
                          onClick={() => onDone(target.urls[language])}
                        >
                          {text.languages[language]} <code>{target.urls[language]}</code>
                        </button>
                      ))}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <form className="finder__address" onSubmit={submitAddress} noValidate>
        <label className="finder__field finder__field--grow">
          <span>{text.address}</span>
          <input
            type="text"
            inputMode="url"
            value={address}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-address-hint${problem ? ` ${id}-address-problem` : ""}`}
            onChange={(event) => {
              setAddress(event.target.value);
              setProblem(null);
            }}
          />
        </label>
        <p id={`${id}-address-hint`} className="finder__hint">
          {text.addressHint}
        </p>
        {problem && (
          <p id={`${id}-address-problem`} className="finder__problem" role="alert">
            {text.problems[problem]}
          </p>
        )}
        <div className="finder__actions">
          <button type="submit" className="finder__button finder__button--primary">
            {text.useAddress}
          </button>
          <button type="button" className="finder__button" onClick={() => onDone(null)}>
            {text.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
