import { EmbedField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function ViewerForm() {
  return (
    <>
      <EmbedField
        name="embed"
        label={labels.embed}
        required
        help={{ de: "Von Issuu, Scribd oder Yumpu.", en: "From Issuu, Scribd or Yumpu." }}
      />
      <TextField name="media_type" label={labels.mediaType} />
    </>
  );
}
