import { Checkbox, EmbedField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function SocialMediaForm() {
  return (
    <>
      <EmbedField
        name="embed"
        label={labels.embed}
        required
        help={{ de: "Von Instagram, Facebook, X oder TikTok.", en: "From Instagram, Facebook, X or TikTok." }}
      />
      <TextField name="description" label={labels.description} />
      <TextField name="media_type" label={labels.mediaType} />
      <Checkbox name="open_new_window" label={labels.newWindow} />
    </>
  );
}
