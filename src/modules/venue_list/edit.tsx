import { ListNote } from "../common/edit/labels";

export default function VenueListForm() {
  return <ListNote items={{ de: "Spielstätten", en: "venues" }} />;
}
