import { useField } from "../common/edit/context";
import { ImageField, LinkField, Select, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

const imageFormats = [
  { value: "standard", label: { de: "Standard", en: "Standard" } },
  { value: "square", label: { de: "Quadratisch", en: "Square" } },
  { value: "wide", label: { de: "Breit", en: "Wide" } },
];

export default function ImageForm() {
  const format = useField<string>("format");
  return (
    <>
      <ImageField name="image" label={labels.image} required format={format.value ?? "standard"} />
      <Select name="format" label={{ de: "Format", en: "Format" }} options={imageFormats} required />
      <TextField name="description" label={labels.caption} />
      <LinkField name="link" label={labels.link} />
    </>
  );
}
