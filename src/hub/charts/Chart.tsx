import { useEffect, useId, useRef } from "react";
import { formatHubNumber, hubLocale, useHubLang, useHubTexts } from "../texts";

export interface DayCount {
  /** A day, yyyy-mm-dd. */
  day: string;
  count: number;
}

const TEXTS = {
  de: { table: "Als Tabelle", day: "Tag" },
  en: { table: "As a table", day: "Day" },
};

/**
 * A small chart of counts per day (issue 25): drawn as SVG by Observable Plot, a kept charting
 * library loaded with the first chart (never by visitors), named and described for screen
 * readers (`role=img`, its title and `summary` as the text alternative), and beside it the same
 * figures as a table. The server render shows the caption, summary and table; the picture
 * follows in the browser.
 */
export function DayChart({
  title,
  summary,
  valueLabel,
  data,
}: {
  title: string;
  /** The text alternative: what the chart shows, in a sentence or two. */
  summary: string;
  valueLabel: string;
  data: readonly DayCount[];
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const picture = useRef<HTMLDivElement>(null);
  const summaryId = useId();

  useEffect(() => {
    const container = picture.current;
    if (!container) return;
    let cancelled = false;
    void import("@observablehq/plot").then((Plot) => {
      if (cancelled) return;
      const points = data.map((point) => ({ date: new Date(`${point.day}T12:00:00Z`), count: point.count }));
      // Whole numbers only on the value axis: counts have no fractions.
      const highest = Math.max(1, ...data.map((point) => point.count));
      const svg = Plot.plot({
        ariaLabel: title,
        ariaDescription: summary,
        width: Math.max(280, container.clientWidth),
        height: 180,
        marginLeft: 40,
        x: { type: "utc", label: null },
        y: { label: valueLabel, grid: true, ticks: Math.min(5, highest), tickFormat: "d" },
        marks: [Plot.rectY(points, { x: "date", y: "count", interval: "day", fill: "currentColor" }), Plot.ruleY([0])],
      });
      // One picture with one name: Plot also names its mark groups, which an image's parts may not be.
      svg.setAttribute("role", "img");
      for (const part of svg.querySelectorAll("[aria-label], [aria-description]")) {
        part.removeAttribute("aria-label");
        part.removeAttribute("aria-description");
      }
      container.replaceChildren(svg);
    });
    return () => {
      cancelled = true;
    };
  }, [data, title, summary, valueLabel]);

  const dayFormat = new Intl.DateTimeFormat(hubLocale(lang), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <figure className="hub-chart" aria-describedby={summaryId}>
      <figcaption>{title}</figcaption>
      <div ref={picture} className="hub-chart__picture" />
      <p id={summaryId} className="hub-chart__summary">
        {summary}
      </p>
      <details>
        <summary>{text.table}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{text.day}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.day}>
                <th scope="row">{dayFormat.format(new Date(`${point.day}T12:00:00Z`))}</th>
                <td>{formatHubNumber(lang, point.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
