import type { PersonRef } from "../../schemas/events";
import { ResponsiveImage } from "./ResponsiveImage";
import { SmartLink } from "./SmartLink";

/** People of an event or production: avatar, name linking to the team page, role. */
export function PersonRefList({ persons }: { persons: PersonRef[] }) {
  return (
    <ul className="person-list">
      {persons.map((person) => (
        <li key={`${person.id}:${person.role ?? ""}`} className="person-list__item">
          {person.image_obj && (
            // The name follows as text, so the portrait is decorative here.
            <ResponsiveImage base={person.image_obj.key} alt="" sizes="96px" width={96} height={96} />
          )}
          <SmartLink href={person.url}>{person.name}</SmartLink>
          {person.role && <span className="person-list__role">{`, ${person.role}`}</span>}
        </li>
      ))}
    </ul>
  );
}
