import { SITE_FRAGMENTS, SiteSettingsBody, type SiteSettingsState } from "../../schemas/hub-settings";
import { hubRequest } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubFormElement, useHubForm } from "../form/form";
import { useHubTexts } from "../texts";
import { RecentVersions } from "./RecentVersions";
import { SettingsArea } from "./SettingsArea";
import { withStaleDetail } from "./stale-answer";

const TEXTS = {
  de: {
    title: "Website und Shop",
    intro:
      "Schaltet die Website und den Ticketshop ein oder aus und pflegt die HTML-Bausteine in Kopf- und Fußzeile. Gespeichertes gilt für Besucher sofort.",
    form: "Website-Einstellungen",
    siteOnline: "Website ist online",
    siteOnlineHelp:
      "Ausgeschaltet sehen alle Besucher die Seite „Website offline“ (Status 503). Das CMS bleibt erreichbar.",
    offlineWarning:
      "Achtung: Nach dem Speichern ist die Website für alle Besucher offline, bis sie hier wieder eingeschaltet wird.",
    shopOnline: "Ticketshop ist online",
    fragments: {
      html_header: "HTML im Seitenkopf",
      html_footer_top: "HTML oben in der Fußzeile",
      html_footer_bottom: "HTML unten in der Fußzeile",
      html_footer_logos: "HTML der Logos in der Fußzeile",
    },
    fragmentHelp: "Skripte, Ereignis-Attribute und unsichere Links werden beim Speichern entfernt.",
    save: "Speichern",
    saved: "Gespeichert. Besucher sehen die Änderung ab sofort.",
    confirmTitle: "Website offline schalten?",
    confirmMessage:
      "Alle Besucher erhalten ab sofort die Seite „Website offline“. Seiten, Programm und Shop sind nicht mehr erreichbar, bis Sie die Website wieder einschalten.",
    confirm: "Offline schalten und speichern",
    stillOnline: "Die Website bleibt online.",
    loading: "Wird geladen …",
    failed: "Die Einstellungen konnten nicht geladen werden.",
    stale: "Inzwischen hat jemand anderes gespeichert. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.",
  },
  en: {
    title: "Site and shop",
    intro:
      "Switches the site and the ticket shop on or off and keeps the HTML fragments of header and footer. Visitors see what you save at once.",
    form: "Site settings",
    siteOnline: "Site is online",
    siteOnlineHelp:
      "Switched off, every visitor gets the “Website offline” page (status 503). The CMS stays reachable.",
    offlineWarning: "Warning: once saved, the site is offline for every visitor until it is switched on here again.",
    shopOnline: "Ticket shop is online",
    fragments: {
      html_header: "HTML in the page header",
      html_footer_top: "HTML at the top of the footer",
      html_footer_bottom: "HTML at the bottom of the footer",
      html_footer_logos: "HTML of the footer logos",
    },
    fragmentHelp: "Scripts, event attributes and unsafe links are removed when saving.",
    save: "Save",
    saved: "Saved. Visitors see the change from now on.",
    confirmTitle: "Take the site offline?",
    confirmMessage:
      "Every visitor gets the “Website offline” page from now on. Pages, programme and shop cannot be reached until you switch the site on again.",
    confirm: "Take offline and save",
    stillOnline: "The site stays online.",
    loading: "Loading …",
    failed: "The settings could not be loaded.",
    stale: "Someone else saved in the meantime. Reload the page to see the current state.",
  },
};

/** `/cms-hub/settings/site`: online flags and the header and footer fragments (issue 25 §4). */
export function SiteScreen() {
  const text = useHubTexts(TEXTS);
  const labels = {
    is_site_online: text.siteOnline,
    is_shop_online: text.shopOnline,
    ...text.fragments,
  };
  return (
    <SettingsArea<SiteSettingsState>
      title={text.title}
      intro={text.intro}
      path="settings/site/"
      texts={text}
      form={(loaded, onSaved) => <SiteForm loaded={loaded} onSaved={onSaved} />}
      versions={<RecentVersions area="site" labels={labels} />}
    />
  );
}

function SiteForm({ loaded, onSaved }: { loaded: SiteSettingsState; onSaved: (saved: SiteSettingsState) => void }) {
  const text = useHubTexts(TEXTS);
  const { ask, dialog } = useConfirm();
  const form = useHubForm({
    defaultValues: loaded,
    schema: SiteSettingsBody,
    submit: async (values) => {
      const goingOffline = loaded.is_site_online && !values.is_site_online;
      if (goingOffline) {
        const confirmed = await ask({
          title: text.confirmTitle,
          message: <p>{text.confirmMessage}</p>,
          confirm: text.confirm,
          danger: true,
        });
        if (!confirmed) return { ok: false, status: 400, body: { error: "cancelled", detail: text.stillOnline } };
      }
      const answer = await hubRequest<SiteSettingsState>("PUT", "settings/site/", values);
      return withStaleDetail(answer, text.stale);
    },
    onSaved,
  });
  return (
    <HubFormElement form={form} label={text.form}>
      <form.AppField name="is_site_online">
        {(field) => <field.Checkbox label={text.siteOnline} help={text.siteOnlineHelp} />}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.is_site_online}>
        {(online) =>
          loaded.is_site_online && !online ? (
            <p role="alert" className="hub-alert hub-alert--error">
              {text.offlineWarning}
            </p>
          ) : null
        }
      </form.Subscribe>
      <form.AppField name="is_shop_online">{(field) => <field.Checkbox label={text.shopOnline} />}</form.AppField>
      {SITE_FRAGMENTS.map((name) => (
        <form.AppField key={name} name={name}>
          {(field) => <field.TextArea label={text.fragments[name]} help={text.fragmentHelp} rows={5} />}
        </form.AppField>
      ))}
      <form.AppForm>
        <form.SubmitBar label={text.save} />
      </form.AppForm>
      {dialog}
    </HubFormElement>
  );
}
