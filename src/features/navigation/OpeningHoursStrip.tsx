import { useQuery } from "@tanstack/react-query";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { berlinParts } from "../../lib/dates";
import type { Lang } from "../../lib/languages";
import { openingHoursStatus, openingHoursText } from "./opening-hours";
import { openingHoursQuery } from "./queries";

/** Minutes since midnight on Berlin's clock now. */
function berlinMinutesNow(): number {
  const now = berlinParts(new Date());
  return now ? now.hour * 60 + now.minute : 0;
}

/** Today's opening hours in the top header (SPEC §2, label rules §4); nothing when the day is unknown. */
export function OpeningHoursStrip({ api, lang }: { api: ApiClient; lang: Lang }) {
  const t = useT();
  const { data } = useQuery(openingHoursQuery(api, lang));
  const status = data ? openingHoursStatus(data, berlinMinutesNow()) : null;
  if (status === null) return null;
  const { alternative } = status;
  return (
    <p className="opening-hours">
      <span className="opening-hours__title">{t("openingHours.today")}: </span>
      <span>{openingHoursText(status.label, lang, t)}</span>
      {alternative && (
        <span className="opening-hours__note">
          {alternative.url ? <SmartLink href={alternative.url}>{alternative.text}</SmartLink> : alternative.text}
        </span>
      )}
    </p>
  );
}
