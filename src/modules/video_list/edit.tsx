import { TextField } from "../common/edit/fields";
import { ListNote, labels } from "../common/edit/labels";

export default function VideoListForm() {
  return (
    <>
      <TextField name="extra_class" label={labels.extraClass} />
      <ListNote items={{ de: "Videos", en: "videos" }} />
    </>
  );
}
