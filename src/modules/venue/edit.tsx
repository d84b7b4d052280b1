import { EntitySelect } from "../common/edit/fields";

export default function VenueForm() {
  return <EntitySelect name="venue" list="venues" label={{ de: "Spielstätte", en: "Venue" }} required />;
}
