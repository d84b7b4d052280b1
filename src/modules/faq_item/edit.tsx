import { RichTextField, TextField } from "../common/edit/fields";
import { textLimitHelp } from "../common/edit/labels";

export default function FaqItemForm() {
  return (
    <>
      <TextField name="headline" label={{ de: "Frage", en: "Question" }} required />
      <RichTextField name="content" label={{ de: "Antwort", en: "Answer" }} required help={textLimitHelp} />
    </>
  );
}
