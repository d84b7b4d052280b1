import { ImageField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function SelfHostedVideoForm() {
  return (
    <>
      <TextField name="file" label={labels.file} required />
      <ImageField
        name="image"
        label={{ de: "Vorschaubild", en: "Preview image" }}
        help={{ de: "Im selben Seitenverhältnis wie das Video.", en: "In the same aspect ratio as the video." }}
      />
      <TextField name="title" label={labels.title} />
    </>
  );
}
