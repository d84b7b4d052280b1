import { ListNote } from "../common/edit/labels";

export default function FaqForm() {
  return <ListNote items={{ de: "Fragen", en: "questions" }} />;
}
