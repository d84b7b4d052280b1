import { TextField } from "../common/edit/fields";
import { ListNote, labels } from "../common/edit/labels";

export default function SliderForm() {
  return (
    <>
      <TextField name="extra_class" label={labels.extraClass} />
      <TextField name="anchor" label={labels.anchor} />
      <ListNote items={{ de: "Teaser", en: "teasers" }} />
    </>
  );
}
