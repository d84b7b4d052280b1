import { ImageField, RichTextField, Select, TextField } from "../common/edit/fields";
import { labels, textLimitHelp } from "../common/edit/labels";

export default function TwoColumnsForm() {
  return (
    <>
      <Select
        name="extra_class"
        label={{ de: "Anordnung", en: "Arrangement" }}
        required
        options={[
          { value: "image-text", label: { de: "Bild links, Text rechts", en: "Image left, text right" } },
          { value: "text-image", label: { de: "Text links, Bild rechts", en: "Text left, image right" } },
        ]}
      />
      <RichTextField name="text" label={labels.text} required help={textLimitHelp} />
      <ImageField name="image" label={labels.image} required />
      <TextField
        name="description"
        label={{ de: "Bildbeschreibung (Alternativtext)", en: "Image description (alt text)" }}
        help={{
          de: "Leer: der Alternativtext, mit dem das Bild hochgeladen wurde.",
          en: "Empty: the alt text the image was uploaded with.",
        }}
      />
    </>
  );
}
