import { RedirectCreate } from "../../schemas/editing";
import { hubRequest } from "../api";
import { HubFormElement, useHubForm } from "../form/form";
import { useHubLang, useHubTexts } from "../texts";

/** A redirect as the editors' redirect list answers it (ADR 0022). */
export interface RedirectEntry {
  id: number;
  old_path: string;
  new_path: string;
  created_at: string;
}

const TEXTS = {
  de: {
    form: "Weiterleitung",
    oldPath: "Alter Pfad",
    oldHelp: "Der Pfad, der nicht mehr gefunden wird, mit Sprachpräfix, z. B. /de/alte-seite.",
    newPath: "Neuer Pfad",
    newHelp: "Wohin Besucherinnen und Besucher stattdessen geleitet werden (301), z. B. /de/spielplan.",
    create: "Weiterleitung anlegen",
    save: "Änderung speichern",
  },
  en: {
    form: "Redirect",
    oldPath: "Old path",
    oldHelp: "The path that is no longer found, with its language prefix, e.g. /en/old-page.",
    newPath: "New path",
    newHelp: "Where visitors are sent instead (301), e.g. /en/programme.",
    create: "Create redirect",
    save: "Save change",
  },
};

/**
 * The redirect form of the hub (issue 25): create an entry, or change `entry`, through the
 * editors' redirect list (`/{lang}/pageeditor-api/redirects/`, the one write path of redirects),
 * which refuses chains, loops, taken paths and pages' urls at the field concerned. Used from the
 * error log (old path filled in) and by the settings' redirect list.
 */
export function RedirectForm({
  entry,
  oldPath = "",
  onSaved,
}: {
  /** The entry to change; without it the form creates one. */
  entry?: RedirectEntry;
  /** The old path of a new entry, e.g. the error log's path. */
  oldPath?: string;
  onSaved: (saved: RedirectEntry) => void;
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const form = useHubForm({
    defaultValues: { old_path: entry?.old_path ?? oldPath, new_path: entry?.new_path ?? "" },
    schema: RedirectCreate,
    submit: (values) =>
      entry
        ? hubRequest<RedirectEntry>("PATCH", `/${lang}/pageeditor-api/redirects/${entry.id}/`, values)
        : hubRequest<RedirectEntry>("POST", `/${lang}/pageeditor-api/redirects/`, values),
    onSaved,
  });
  return (
    <HubFormElement form={form} label={text.form}>
      <form.AppField name="old_path">
        {(field) => <field.TextField label={text.oldPath} help={text.oldHelp} required maxLength={400} />}
      </form.AppField>
      <form.AppField name="new_path">
        {(field) => <field.TextField label={text.newPath} help={text.newHelp} required maxLength={400} />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitBar label={entry ? text.save : text.create} />
      </form.AppForm>
    </HubFormElement>
  );
}
