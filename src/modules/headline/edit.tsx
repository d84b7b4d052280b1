import { Select, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function HeadlineForm() {
  return (
    <>
      <Select
        name="headline_level"
        label={{ de: "Überschriftenebene", en: "Heading level" }}
        options={[2, 3, 4, 5, 6].map((level) => ({ value: level, label: { de: `H${level}`, en: `H${level}` } }))}
      />
      <TextField name="preline" label={labels.preline} />
      <TextField name="content" label={labels.headline} required />
      <TextField name="subline" label={labels.subline} />
      <TextField name="anchor" label={labels.anchor} />
    </>
  );
}
