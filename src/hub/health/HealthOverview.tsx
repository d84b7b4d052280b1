import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { HEALTH_KINDS } from "../../schemas/hub-health";
import { HubPage } from "../HubPage";
import { formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { useHealthCounts } from "./counts";
import { KIND_TEXTS } from "./kinds";

const TEXTS = {
  de: {
    title: "Programm-Check",
    intro:
      "Was Besucherinnen und Besucher vermissen oder worüber sie stolpern würden, nach Art. Jede Liste führt zu den Formularen, in denen Sie es beheben.",
    caption: "Probleme nach Art",
    kind: "Art",
    count: "Anzahl",
    about: "Was gezählt wird",
    loading: "Wird gezählt …",
    failed: "Die Zahlen konnten nicht geladen werden.",
  },
  en: {
    title: "Programme health",
    intro: "What visitors would miss or trip over, by kind. Each list leads to the forms where you fix it.",
    caption: "Problems by kind",
    kind: "Kind",
    count: "Count",
    about: "What is counted",
    loading: "Counting …",
    failed: "The counts could not be loaded.",
  },
};

/** Programme health's overview (issue 27): every kind with its count, each linking to its list. */
export function HealthOverview() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const counts = useHealthCounts();
  const captionId = useId();
  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      {counts.isError && (
        <p role="alert" className="hub-alert hub-alert--error">
          {text.failed}
        </p>
      )}
      <div className="hub-table__scroll">
        <table aria-labelledby={captionId} aria-busy={counts.isPending || undefined}>
          <caption id={captionId}>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.kind}</th>
              <th scope="col">{text.count}</th>
              <th scope="col">{text.about}</th>
            </tr>
          </thead>
          <tbody>
            {HEALTH_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">
                  <Link to="/cms-hub/health/{-$kind}" params={{ kind }}>
                    {KIND_TEXTS[lang][kind].name}
                  </Link>
                </th>
                <td>{counts.data ? formatHubNumber(lang, counts.data.counts[kind]) : text.loading}</td>
                <td>{KIND_TEXTS[lang][kind].about}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HubPage>
  );
}
