import { useId } from "react";
import { useListQuery } from "../../list-state";
import { useHubTexts } from "../../texts";

const TEXTS = {
  de: { online: "Online", all: "Alle", onlineOnly: "Nur online", offlineOnly: "Nur verborgen" },
  en: { online: "Online", all: "All", onlineOnly: "Online only", offlineOnly: "Hidden only" },
};

/** The magazine lists' visibility filter (`online=yes|no` in the list's address). */
export function OnlineFilter() {
  const text = useHubTexts(TEXTS);
  const id = useId();
  const [query, setQuery] = useListQuery();
  return (
    <div className="hub-field">
      <label htmlFor={id}>{text.online}</label>
      <select id={id} value={query.online ?? ""} onChange={(event) => setQuery({ online: event.currentTarget.value })}>
        <option value="">{text.all}</option>
        <option value="yes">{text.onlineOnly}</option>
        <option value="no">{text.offlineOnly}</option>
      </select>
    </div>
  );
}
