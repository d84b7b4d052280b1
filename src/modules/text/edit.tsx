import { Checkbox, RichTextField, TextField } from "../common/edit/fields";
import { labels, textLimitHelp } from "../common/edit/labels";

export default function TextForm() {
  return (
    <>
      <RichTextField name="content" label={labels.text} required help={textLimitHelp} />
      <TextField name="anchor" label={labels.anchor} />
      <Checkbox name="decrease_distance" label={{ de: "Geringerer Abstand", en: "Less spacing" }} />
    </>
  );
}
