import { berlinDateKey } from "../../i18n/format";
import type { Lang } from "../../lib/languages";
import { DateText } from "./DateTime";

/** 'Sa., 21. Nov. 2026 – So., 3. Jan. 2027'; one date when both fall on the same Berlin day. */
export function DateRange({ from, to, lang }: { from: string | null; to: string | null; lang: Lang }) {
  if (!from) return null;
  if (!to || berlinDateKey(from) === berlinDateKey(to)) return <DateText value={from} lang={lang} />;
  return (
    <>
      <DateText value={from} lang={lang} />
      {" – "}
      <DateText value={to} lang={lang} />
    </>
  );
}
