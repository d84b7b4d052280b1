import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import type { DaySeries, Overview } from "../../schemas/dashboard-logs";
import { hubReadQuery, useHubApi } from "../api";
import { DayChart } from "../charts/Chart";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { type CountWords, formatHubCount, formatHubNumber, hubLocale, useHubLang, useHubTexts } from "../texts";
import { PeriodFilter } from "./filters";

const TEXTS = {
  de: {
    title: "Dashboard",
    intro: "Was auf der Website geschah, im gewählten Zeitraum (ohne Auswahl: die letzten 30 Tage).",
    period: "Zeitraum",
    loading: "Wird geladen …",
    failed: "Die Übersicht konnte nicht geladen werden.",
    activityChart: "Änderungen pro Tag",
    activityValue: "Änderungen",
    searchChart: "Suchen pro Tag",
    searchValue: "Suchen",
    summary: (total: string, from: string, to: string, peak: string | null) =>
      `${total} vom ${from} bis ${to}${peak ? `, die meisten am ${peak}` : ""}.`,
    changes: { one: "Änderung", other: "Änderungen" },
    searches: { one: "Suche", other: "Suchen" },
    panels: "Bereiche",
    cards: {
      activity: { label: "Aktivität" },
      searches: { label: "Suchbegriffe", none: (none: string) => `${none} ohne Treffer` },
      identity: { label: "Anmeldungen", words: { one: "Ereignis", other: "Ereignisse" } },
      errors: { label: "Fehlerprotokoll", words: { one: "Fehler", other: "Fehler" } },
    },
  },
  en: {
    title: "Dashboard",
    intro: "What happened on the site in the chosen period (without one: the last 30 days).",
    period: "Period",
    loading: "Loading …",
    failed: "The overview could not be loaded.",
    activityChart: "Changes per day",
    activityValue: "Changes",
    searchChart: "Searches per day",
    searchValue: "Searches",
    summary: (total: string, from: string, to: string, peak: string | null) =>
      `${total} from ${from} to ${to}${peak ? `, most on ${peak}` : ""}.`,
    changes: { one: "change", other: "changes" },
    searches: { one: "search", other: "searches" },
    panels: "Panels",
    cards: {
      activity: { label: "Activity" },
      searches: { label: "Search keywords", none: (none: string) => `${none} without results` },
      identity: { label: "Identity events", words: { one: "event", other: "events" } },
      errors: { label: "Error log", words: { one: "error", other: "errors" } },
    },
  },
};

/** The day with the highest count, or null when every day is 0. */
function peakDay(days: readonly DaySeries[], key: "activity" | "searches"): DaySeries | null {
  let peak: DaySeries | null = null;
  for (const day of days) if (day[key] > 0 && (peak === null || day[key] > peak[key])) peak = day;
  return peak;
}

/**
 * The dashboard's start (issue 25): changes and searches per day as charts (each with its text
 * alternative and a table view) and a card per log panel with its total for the period.
 */
export function OverviewScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const [query] = useListQuery();
  const period = { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
  const overview = useQuery(hubReadQuery<Overview>(api, "dashboard/overview/", period));
  const data = overview.data;
  const number = (value: number) => formatHubNumber(lang, value);
  const dayFormat = new Intl.DateTimeFormat(hubLocale(lang), { dateStyle: "medium", timeZone: "UTC" });
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T12:00:00Z`));

  const activitySeries = useMemo(
    () => (data?.days ?? []).map((entry) => ({ day: entry.day, count: entry.activity })),
    [data],
  );
  const searchSeries = useMemo(
    () => (data?.days ?? []).map((entry) => ({ day: entry.day, count: entry.searches })),
    [data],
  );

  const count = (value: number, words: CountWords) => formatHubCount(lang, value, words);
  const summary = (key: "activity" | "searches", words: CountWords) => {
    if (!data) return "";
    const peak = peakDay(data.days, key);
    return text.summary(count(data.totals[key], words), day(data.from), day(data.to), peak && day(peak.day));
  };
  // The panel opens on the same period (the router's search type knows only the site's keys).
  const panelLink = (screen: string) => ({ to: `/cms-hub/dashboard/${screen}`, search: period as never });

  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <fieldset className="hub-dashboard__period">
        <legend>{text.period}</legend>
        <PeriodFilter />
      </fieldset>
      {overview.isError && (
        <p role="alert" className="hub-alert hub-alert--error">
          {text.failed}
        </p>
      )}
      {!data && !overview.isError && <p role="status">{text.loading}</p>}
      {data && (
        <>
          <div className="hub-dashboard__charts">
            <DayChart
              title={text.activityChart}
              summary={summary("activity", text.changes)}
              valueLabel={text.activityValue}
              data={activitySeries}
            />
            <DayChart
              title={text.searchChart}
              summary={summary("searches", text.searches)}
              valueLabel={text.searchValue}
              data={searchSeries}
            />
          </div>
          <h2>{text.panels}</h2>
          <ul className="hub-cards">
            <li className="hub-card">
              <h3>
                <Link {...panelLink("activity")}>{text.cards.activity.label}</Link>
              </h3>
              <p>{count(data.totals.activity, text.changes)}</p>
            </li>
            <li className="hub-card">
              <h3>
                <Link {...panelLink("searches")}>{text.cards.searches.label}</Link>
              </h3>
              <p>
                {`${count(data.totals.searches, text.searches)}, ${text.cards.searches.none(number(data.totals.searches_without_results))}`}
              </p>
            </li>
            <li className="hub-card">
              <h3>
                <Link {...panelLink("identity")}>{text.cards.identity.label}</Link>
              </h3>
              <p>{count(data.totals.identity_events, text.cards.identity.words)}</p>
            </li>
            <li className="hub-card">
              <h3>
                <Link {...panelLink("errors")}>{text.cards.errors.label}</Link>
              </h3>
              <p>{count(data.totals.errors, text.cards.errors.words)}</p>
            </li>
          </ul>
        </>
      )}
    </HubPage>
  );
}
