import { ImageField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function VideoForm() {
  return (
    <>
      <TextField name="video_url" type="url" label={labels.videoUrl} required />
      <ImageField name="image" label={{ de: "Vorschaubild", en: "Preview image" }} />
      <TextField name="title" label={labels.title} />
      <TextField
        name="length"
        label={{ de: "Länge", en: "Length" }}
        help={{ de: "Zum Beispiel 02:14.", en: "For example 02:14." }}
      />
      <TextField name="anchor" label={labels.anchor} />
    </>
  );
}
