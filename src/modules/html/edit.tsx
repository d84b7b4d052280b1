import { TextArea } from "../common/edit/fields";

export default function HtmlForm() {
  return (
    <TextArea
      name="html_code"
      label={{ de: "HTML-Code", en: "HTML code" }}
      required
      code
      rows={12}
      help={{
        de: "Skripte, Formulare, Frames und Inline-Stile werden entfernt.",
        en: "Scripts, forms, frames and inline styles are removed.",
      }}
    />
  );
}
