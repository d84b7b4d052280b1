import { Checkbox, DateTimeField, ImageField, LinkField, TextArea, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function HeroMediaForm() {
  return (
    <>
      <TextField name="headline" label={labels.headline} required />
      <TextArea name="text" label={labels.text} />
      <TextField name="button_text" label={{ de: "Buttontext", en: "Button text" }} />
      <LinkField name="button_link_url" label={{ de: "Button-Link", en: "Button link" }} />
      <ImageField name="image" label={labels.image} required />
      <TextField
        name="video"
        label={{ de: "Video-Datei (Pfad oder URL)", en: "Video file (path or URL)" }}
        help={{ de: "Läuft stumm in Schleife über dem Bild.", en: "Plays muted in a loop over the image." }}
      />
      <Checkbox name="sticky" label={{ de: "Button fixiert", en: "Sticky button" }} />
      <DateTimeField name="online_from" label={labels.onlineFrom} required />
      <DateTimeField name="online_to" label={labels.onlineTo} />
    </>
  );
}
