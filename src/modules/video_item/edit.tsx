import { ImageField, RichTextField, TextField } from "../common/edit/fields";
import { labels, textLimitHelp } from "../common/edit/labels";

export default function VideoItemForm() {
  return (
    <>
      <TextField name="video_url" type="url" label={labels.videoUrl} required />
      <TextField name="title" label={labels.title} />
      <RichTextField name="content" label={labels.text} help={textLimitHelp} />
      <ImageField name="image" label={{ de: "Vorschaubild", en: "Preview image" }} />
    </>
  );
}
