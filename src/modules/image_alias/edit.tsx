import { useField } from "../common/edit/context";
import { Checkbox, ImageField, LinkField, Select, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function ImageAliasForm() {
  const alias = useField<string>("alias");
  return (
    <>
      <Select
        name="alias"
        label={{ de: "Zuschnitt", en: "Crop" }}
        options={[
          { value: "horizontal", label: { de: "Quer (1240 × 700)", en: "Landscape (1240 × 700)" } },
          { value: "vertical", label: { de: "Hoch (400 × 500)", en: "Portrait (400 × 500)" } },
        ]}
      />
      <ImageField name="image" label={labels.image} required format={alias.value ?? "horizontal"} />
      <TextField name="description" label={labels.caption} />
      <LinkField name="link" label={labels.link} />
      <Checkbox name="open_new_window" label={labels.newWindow} />
    </>
  );
}
