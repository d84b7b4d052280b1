import { ImageField, LinkField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function LogoItemForm() {
  return (
    <>
      <ImageField name="image" label={{ de: "Logo", en: "Logo" }} required />
      <TextField
        name="description"
        label={labels.description}
        help={{ de: "Der Name hinter dem Logo.", en: "The name behind the logo." }}
      />
      <LinkField name="link" label={labels.link} />
    </>
  );
}
