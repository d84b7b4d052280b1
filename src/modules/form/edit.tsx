import { LinkedEntityField, TextField } from "../common/edit/fields";

export default function FormForm() {
  return (
    <>
      <LinkedEntityField
        name="form"
        kind="form"
        label={{ de: "Formular", en: "Form" }}
        required
        help={{
          de: "Im Link-Finder ein Formular wählen.",
          en: "Choose a form in the link finder.",
        }}
      />
      <TextField
        name="hubspot_id"
        label={{ de: "HubSpot-ID (altes Formular)", en: "HubSpot id (former form)" }}
        help={{
          de: "Nur für ältere Inhalte; angezeigt wird das gewählte Formular.",
          en: "Older content only; the chosen form is what is shown.",
        }}
      />
    </>
  );
}
