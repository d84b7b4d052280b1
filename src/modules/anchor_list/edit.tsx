import { Checkbox } from "../common/edit/fields";
import { ListNote, labels } from "../common/edit/labels";

export default function AnchorListForm() {
  return (
    <>
      <Checkbox name="sticky" label={labels.sticky} />
      <ListNote items={{ de: "Links", en: "links" }} />
    </>
  );
}
