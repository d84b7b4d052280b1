import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { hubReadQuery, useHubApi } from "../api";
import { HubPage } from "../HubPage";

/**
 * A settings area's screen: loads the area's state from `path`, shows its form (`form`), a note
 * once it saved, and the area's recent versions below. A save answers the new state; the form
 * starts again from it (keyed by `updated_at`) in the same render as the note, before anyone
 * can type into the old one, and the hub's reads load again.
 */
export function SettingsArea<State extends { updated_at: string }>({
  title,
  intro,
  path,
  texts,
  form,
  versions,
}: {
  title: string;
  intro: string;
  path: string;
  texts: { saved: string; failed: string; loading: string };
  form: (loaded: State, onSaved: (saved: State) => void) => ReactNode;
  versions: ReactNode;
}) {
  const api = useHubApi();
  const { data, isError } = useQuery(hubReadQuery<State>(api, path));
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const onSaved = (state: State) => {
    queryClient.setQueryData(hubReadQuery<State>(api, path).queryKey, state);
    setSaved(true);
    // The area's versions and every list that shows the change read again.
    void queryClient.invalidateQueries({ queryKey: ["hub"] });
  };
  return (
    <HubPage title={title} intro={<p>{intro}</p>}>
      {saved && (
        <p role="status" className="hub-alert hub-alert--ok">
          {texts.saved}
        </p>
      )}
      {isError && <p role="alert">{texts.failed}</p>}
      {!data && !isError && <p role="status">{texts.loading}</p>}
      {data && <Fragment key={data.updated_at}>{form(data, onSaved)}</Fragment>}
      {versions}
    </HubPage>
  );
}
