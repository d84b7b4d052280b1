import { EmbedField, TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function AudioForm() {
  return (
    <>
      <EmbedField
        name="embed"
        label={labels.embed}
        required
        help={{
          de: "Von SoundCloud, Spotify, Mixcloud oder Apple Podcasts.",
          en: "From SoundCloud, Spotify, Mixcloud or Apple Podcasts.",
        }}
      />
      <TextField name="media_type" label={labels.mediaType} />
    </>
  );
}
