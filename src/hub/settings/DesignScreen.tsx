import type { DetailPageKind } from "../../lib/detail-sections";
import { DesignForm, type DesignSettingsState, designBodyOf, designFormOf } from "../../schemas/hub-settings";
import { hubRequest } from "../api";
import { HubFormElement, useHubForm } from "../form/form";
import { useHubTexts } from "../texts";
import { RecentVersions } from "./RecentVersions";
import { SettingsArea } from "./SettingsArea";
import { SortableList } from "./SortableList";
import { withStaleDetail } from "./stale-answer";

const TEXTS = {
  de: {
    title: "Darstellung",
    intro:
      "Eigene Fehlerseiten je Status, der Schnellkauf, die Schwelle für „Nur noch wenige Plätze“ und die Reihenfolge der Abschnitte auf Veranstaltungs- und Produktionsseiten.",
    form: "Darstellung",
    errorPages: "Eigene Fehlerseiten",
    errorPagesHelp:
      "Je HTTP-Status (400–599) der Pfad einer HTML-Datei dieser Website, z. B. /errors/503.html. Ohne Eintrag gilt die eingebaute Seite.",
    status: "Status",
    path: "Pfad der HTML-Datei",
    addErrorPage: "Fehlerseite hinzufügen",
    remove: (status: string) => `Fehlerseite ${status || "ohne Status"} entfernen`,
    removeShort: "Entfernen",
    noErrorPages: "Keine eigenen Fehlerseiten.",
    quickBuy: "Schnellkauf anbieten",
    quickBuyHelp: "Tickets lassen sich direkt aus Listen und Karten kaufen.",
    fewSeats: "„Nur noch wenige Plätze“ unter (% der Plätze)",
    fewSeatsHelp:
      "Termine mit weniger freien Plätzen als diesem Anteil ihrer Plätze zeigen „Nur noch wenige Plätze“. 0 schaltet den Hinweis ab.",
    order: { event: "Abschnitte der Veranstaltungsseite", production: "Abschnitte der Produktionsseite" },
    sections: {
      description: "Beschreibung",
      tickets: "Tickets",
      persons: "Mitwirkende",
      venue: "Spielort",
      production: "Produktion",
      dates: "Termine",
    } as Record<string, string>,
    save: "Speichern",
    saved: "Gespeichert. Besucher sehen die Änderung ab sofort.",
    loading: "Wird geladen …",
    failed: "Die Einstellungen konnten nicht geladen werden.",
    stale: "Inzwischen hat jemand anderes gespeichert. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.",
  },
  en: {
    title: "Design",
    intro:
      "Custom error pages per status, quick buy, the threshold for 'Few seats left' and the order of the sections on event and production pages.",
    form: "Design",
    errorPages: "Custom error pages",
    errorPagesHelp:
      "Per HTTP status (400–599) the path of an HTML file of this site, such as /errors/503.html. Without one, the built-in page shows.",
    status: "Status",
    path: "Path of the HTML file",
    addErrorPage: "Add an error page",
    remove: (status: string) => `Remove error page ${status || "without status"}`,
    removeShort: "Remove",
    noErrorPages: "No custom error pages.",
    quickBuy: "Offer quick buy",
    quickBuyHelp: "Tickets can be bought straight from lists and cards.",
    fewSeats: "'Few seats left' below (% of the seats)",
    fewSeatsHelp:
      "Dates with fewer free seats than this share of their seats show 'Few seats left'. 0 turns the note off.",
    order: { event: "Sections of the event page", production: "Sections of the production page" },
    sections: {
      description: "Description",
      tickets: "Tickets",
      persons: "Cast and crew",
      venue: "Venue",
      production: "Production",
      dates: "Dates",
    } as Record<string, string>,
    save: "Save",
    saved: "Saved. Visitors see the change from now on.",
    loading: "Loading …",
    failed: "The settings could not be loaded.",
    stale: "Someone else saved in the meantime. Reload the page to see the current state.",
  },
};

const KINDS: readonly DetailPageKind[] = ["event", "production"];

/** `/cms-hub/settings/design`: custom error pages, quick buy, the 'few seats' threshold, detail-section order (issue 25 §4). */
export function DesignScreen() {
  const text = useHubTexts(TEXTS);
  return (
    <SettingsArea<DesignSettingsState>
      title={text.title}
      intro={text.intro}
      path="settings/design/"
      texts={text}
      form={(loaded, onSaved) => <DesignFormView loaded={loaded} onSaved={onSaved} />}
      versions={
        <RecentVersions
          area="design"
          labels={{
            errors: text.errorPages,
            quickBuy: text.quickBuy,
            fewSeatsPercent: text.fewSeats,
            "detailSections.event": text.order.event,
            "detailSections.production": text.order.production,
          }}
        />
      }
    />
  );
}

function DesignFormView({
  loaded,
  onSaved,
}: {
  loaded: DesignSettingsState;
  onSaved: (saved: DesignSettingsState) => void;
}) {
  const text = useHubTexts(TEXTS);
  const form = useHubForm({
    defaultValues: designFormOf(loaded),
    schema: DesignForm,
    submit: async (values) => {
      const answer = await hubRequest<DesignSettingsState>("PUT", "settings/design/", designBodyOf(values));
      return withStaleDetail(answer, text.stale);
    },
    onSaved,
  });
  return (
    <HubFormElement form={form} label={text.form}>
      <fieldset className="hub-fieldset">
        <legend>{text.errorPages}</legend>
        <p className="hub-field__help">{text.errorPagesHelp}</p>
        <form.AppField name="errorPages" mode="array">
          {(rows) => (
            <>
              {rows.state.value.length === 0 && <p>{text.noErrorPages}</p>}
              <ul className="hub-error-pages">
                {rows.state.value.map((row, index) => (
                  // Rows have no id of their own; a removed row's successors take its fields.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the row's position is its identity in the form
                  <li key={index} className="hub-error-pages__row">
                    <form.AppField name={`errorPages[${index}].status`}>
                      {(field) => <field.TextField label={text.status} maxLength={3} required />}
                    </form.AppField>
                    <form.AppField name={`errorPages[${index}].path`}>
                      {(field) => <field.TextField label={text.path} required />}
                    </form.AppField>
                    <button
                      type="button"
                      className="hub-button"
                      aria-label={text.remove(row.status)}
                      onClick={() => rows.removeValue(index)}
                    >
                      {text.removeShort}
                    </button>
                  </li>
                ))}
              </ul>
              {rows.state.meta.errors.length > 0 && (
                <p className="hub-field__error" role="alert">
                  {rows.state.meta.errors
                    .map((error) =>
                      typeof error === "object" && error && "message" in error ? String(error.message) : String(error),
                    )
                    .join(" ")}
                </p>
              )}
              <button type="button" className="hub-button" onClick={() => rows.pushValue({ status: "", path: "" })}>
                {text.addErrorPage}
              </button>
            </>
          )}
        </form.AppField>
      </fieldset>
      <form.AppField name="quickBuy">
        {(field) => <field.Checkbox label={text.quickBuy} help={text.quickBuyHelp} />}
      </form.AppField>
      <form.AppField name="fewSeatsPercent">
        {(field) => <field.NumberField label={text.fewSeats} help={text.fewSeatsHelp} required />}
      </form.AppField>
      {KINDS.map((kind) => (
        <fieldset key={kind} className="hub-fieldset">
          <legend>{text.order[kind]}</legend>
          <form.AppField name={`detailSections.${kind}`}>
            {(field) => (
              <SortableList
                items={field.state.value}
                itemLabel={(name) => text.sections[name] ?? name}
                onChange={(order) => field.handleChange(order)}
              />
            )}
          </form.AppField>
        </fieldset>
      ))}
      <form.AppForm>
        <form.SubmitBar label={text.save} />
      </form.AppForm>
    </HubFormElement>
  );
}
