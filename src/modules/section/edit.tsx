import { ImageField, Select, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";
import { columnPresets } from "./schema";

export default function SectionForm() {
  return (
    <>
      <Select
        name="layout"
        label={{ de: "Spalten", en: "Columns" }}
        required
        options={columnPresets.map((preset, index) => ({
          value: index,
          label: { de: `${preset.replaceAll("-", " / ")} %`, en: `${preset.replaceAll("-", " / ")} %` },
          also: preset,
        }))}
        help={{
          de: "Weniger Spalten: die Module der wegfallenden rücken in die letzte verbleibende.",
          en: "Fewer columns: the modules of the dropped ones move into the last remaining one.",
        }}
      />
      <TextField name="slug" label={labels.anchor} />
      <TextField name="extra_class" label={labels.extraClass} />
      <ImageField name="image" label={{ de: "Hintergrundbild", en: "Background image" }} />
    </>
  );
}
