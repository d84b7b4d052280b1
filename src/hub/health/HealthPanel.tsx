import { Link } from "@tanstack/react-router";
import { HEALTH_KINDS } from "../../schemas/hub-health";
import { formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { useHealthCounts } from "./counts";
import { KIND_TEXTS } from "./kinds";

const TEXTS = {
  de: {
    title: "Programm-Check",
    none: "Nichts zu beheben: Termine, Produktionen, Seiten, Suchen und Fehlerseiten sind in Ordnung.",
    loading: "Wird gezählt …",
    failed: "Die Zahlen konnten nicht geladen werden.",
  },
  en: {
    title: "Programme health",
    none: "Nothing to fix: events, productions, pages, searches and error pages are fine.",
    loading: "Counting …",
    failed: "The counts could not be loaded.",
  },
};

/** The start page's card (issue 27): the kinds of programme health with problems, and their counts. */
export function HealthPanel() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const counts = useHealthCounts();
  const open = counts.data ? HEALTH_KINDS.filter((kind) => counts.data.counts[kind] > 0) : [];
  return (
    <>
      <h2>
        <Link to="/cms-hub/health/{-$kind}" params={{ kind: undefined }}>
          {text.title}
        </Link>
      </h2>
      {counts.isPending && <p role="status">{text.loading}</p>}
      {counts.isError && <p role="alert">{text.failed}</p>}
      {counts.data && open.length === 0 && <p>{text.none}</p>}
      {open.length > 0 && (
        <ul>
          {open.map((kind) => (
            <li key={kind}>
              <Link to="/cms-hub/health/{-$kind}" params={{ kind }}>
                {KIND_TEXTS[lang][kind].name}
              </Link>
              : {formatHubNumber(lang, counts.data?.counts[kind] ?? 0)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
