import { ImageField, LinkField, Select, TextArea, TextField } from "../common/edit/fields";
import { labels, textLimitHelp } from "../common/edit/labels";
import { TEXT_MAX } from "../common/fields";

export default function FullTeaserForm() {
  return (
    <>
      <ImageField name="image" label={labels.image} required />
      <TextField name="preline" label={labels.preline} />
      <TextField name="headline" label={labels.headline} required />
      <TextField name="subline" label={labels.subline} />
      <TextArea name="text" label={labels.text} maxLength={TEXT_MAX} help={textLimitHelp} />
      <LinkField name="link" label={labels.link} />
      <TextField name="link_text" label={labels.linkText} />
      <Select
        name="extra_class"
        label={labels.extraClass}
        required
        options={[
          { value: "default", label: { de: "Standard", en: "Default" } },
          { value: "reverse", label: { de: "Bild rechts", en: "Image on the right" } },
          { value: "dark", label: { de: "Dunkel", en: "Dark" } },
        ]}
      />
    </>
  );
}
