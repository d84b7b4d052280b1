import { Select, TextField } from "../common/edit/fields";
import { ListNote, labels } from "../common/edit/labels";

export default function ImageListForm() {
  return (
    <>
      <Select
        name="format"
        label={{ de: "Format", en: "Format" }}
        required
        options={[
          { value: "standard", label: { de: "Standard", en: "Standard" } },
          { value: "square", label: { de: "Quadratisch", en: "Square" } },
        ]}
      />
      <TextField name="anchor" label={labels.anchor} />
      <ListNote items={{ de: "Bilder", en: "images" }} />
    </>
  );
}
