import { ImageField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function ImageListItemForm() {
  return (
    <>
      <ImageField name="image" label={labels.image} required />
      <TextField name="description" label={labels.caption} />
    </>
  );
}
