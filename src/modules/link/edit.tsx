import { Checkbox, LinkField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function LinkForm() {
  return (
    <>
      <TextField name="link_text" label={labels.linkText} required />
      <LinkField name="link_url" label={labels.link} required />
      <TextField name="extra_class" label={labels.extraClass} />
      <TextField name="anchor" label={labels.anchor} />
      <Checkbox name="sticky" label={labels.sticky} />
    </>
  );
}
