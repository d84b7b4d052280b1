import { TextField } from "../common/edit/fields";
import { labels } from "../common/edit/labels";

export default function SelfHostedAudioForm() {
  return (
    <>
      <TextField name="file" label={labels.file} required />
      <TextField name="title" label={labels.title} />
    </>
  );
}
