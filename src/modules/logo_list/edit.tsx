import { TextField } from "../common/edit/fields";
import { ListNote, labels } from "../common/edit/labels";

export default function LogoListForm() {
  return (
    <>
      <TextField name="extra_class" label={labels.extraClass} />
      <ListNote items={{ de: "Logos", en: "logos" }} />
    </>
  );
}
