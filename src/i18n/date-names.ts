import type { Lang } from "../lib/languages";

/**
 * Month and weekday names as fixed tables rather than Intl output: engines ship different
 * CLDR data (en-GB 'Sept' vs 'Sep'; de 'Mär' standalone vs 'März' in context), and SSR and
 * hydration must print the same text. German abbreviations always end in a dot, and names of
 * four letters or fewer are written out (März, Mai, Juni, Juli), as Duden and CLDR do;
 * English abbreviations are three letters without a dot.
 */
export interface DateNames {
  months: readonly string[];
  monthsShort: readonly string[];
  /** Index 0 = Sunday, like Date#getUTCDay. */
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
}

export const dateNames: Readonly<Record<Lang, DateNames>> = {
  de: {
    months: [
      "Januar",
      "Februar",
      "März",
      "April",
      "Mai",
      "Juni",
      "Juli",
      "August",
      "September",
      "Oktober",
      "November",
      "Dezember",
    ],
    monthsShort: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
    weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    weekdaysShort: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
  },
  en: {
    months: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
};
