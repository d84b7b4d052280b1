import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DayButton, type DayButtonProps, DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale/de";
import { enGB } from "react-day-picker/locale/en-GB";
import "react-day-picker/style.css";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { type DateParts, formatDateParam, parseDateParam, todayParam } from "../../lib/dates";
import type { Lang } from "../../lib/languages";
import { calendarQuery } from "./queries";
import type { EventsFilters } from "./url-state";

interface DatePickerProps {
  api: ApiClient;
  lang: Lang;
  filters: EventsFilters;
  /** A chosen day as dd-mm-yyyy; undefined when the selected day was chosen again (it clears). */
  onSelect: (date: string | undefined) => void;
}

/**
 * The calendar date filter (SPEC §2), loaded on first use: react-day-picker's keyboard grid with
 * only the days offered that have matching events (GET /api/calendar/). Days are calendar days
 * built from their numbers, so the browser's time zone never shifts them.
 *
 * It opens on the selected day's month, else on the month of the first day with matching events,
 * never on an empty month before it.
 *
 * Days whose matching events are all cancelled or postponed stay offered (their cards say so)
 * but are marked, visibly and in the day's name.
 *
 * Days without events are marked unavailable (`aria-disabled`, struck through) rather than
 * disabled: the grid skips disabled days when moving focus, so with a sparse programme PageDown
 * jumped to the next month that has an event on the same day number, passing over months.
 */
export default function DatePicker({ api, lang, filters, onSelect }: DatePickerProps) {
  const t = useT();
  const query = calendarQuery(api, filters);
  const { data, isPending, isError } = useQuery(query);
  const available = useMemo(() => new Set(data?.dates ?? []), [data]);
  const unscheduled = useMemo(() => new Set(data?.unscheduled ?? []), [data]);
  const today = toLocalDate(parseDateParam(todayParam()));
  const selected = filters.date ? toLocalDate(parseDateParam(filters.date)) : undefined;
  const firstDate = data?.dates[0];
  const lastDate = data?.dates.at(-1);
  const endMonth = lastDate ? toLocalDate(parseDateParam(lastDate)) : undefined;
  // The month the visitor moved to, for the filters they moved in: other filters offer other
  // days, so the picker opens again where those begin.
  const filtersKey = JSON.stringify(query.queryKey);
  const [browsed, setBrowsed] = useState<{ filtersKey: string; month: Date }>();
  const month =
    (browsed?.filtersKey === filtersKey ? browsed.month : undefined) ??
    selected ??
    (firstDate ? toLocalDate(parseDateParam(firstDate)) : undefined) ??
    today;
  return (
    <div className="events-date-picker">
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={(day, _trigger, modifiers) => {
          if (!modifiers.unavailable) onSelect(day ? formatDateParam(partsOf(day)) : undefined);
        }}
        modifiers={{
          unavailable: (day) => !available.has(formatDateParam(partsOf(day))),
          unscheduled: (day) => unscheduled.has(formatDateParam(partsOf(day))),
        }}
        modifiersClassNames={{
          unavailable: "events-date-picker__unavailable",
          unscheduled: "events-date-picker__unscheduled",
        }}
        components={{ DayButton: EventDayButton }}
        locale={lang === "de" ? de : enGB}
        weekStartsOn={1}
        today={today}
        startMonth={today}
        endMonth={endMonth}
        month={month}
        onMonthChange={(shown) => setBrowsed({ filtersKey, month: shown })}
        aria-label={t("events.chooseDate")}
      />
      {(isPending || isError) && (
        <p className="events-date-picker__status" role="status">
          {isPending ? t("common.loading") : t("events.loadFailed")}
        </p>
      )}
    </div>
  );
}

/** A day of the grid; a day whose events are all cancelled or postponed says so to screen readers too. */
function EventDayButton(props: DayButtonProps) {
  const t = useT();
  return (
    <DayButton {...props} aria-disabled={props.modifiers.unavailable || undefined}>
      {props.children}
      {props.modifiers.unscheduled && (
        <span className="visually-hidden">{` (${t("events.calendarUnscheduled")})`}</span>
      )}
    </DayButton>
  );
}

function partsOf(day: Date): DateParts {
  return { y: day.getFullYear(), m: day.getMonth() + 1, d: day.getDate() };
}

function toLocalDate(parts: DateParts | null): Date | undefined {
  return parts ? new Date(parts.y, parts.m - 1, parts.d) : undefined;
}
