import { TextArea, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function QuoteForm() {
  return (
    <>
      <TextArea name="content" label={{ de: "Zitat", en: "Quote" }} required />
      <TextField name="author" label={{ de: "Urheber:in", en: "Author" }} />
      <TextField name="anchor" label={labels.anchor} />
    </>
  );
}
