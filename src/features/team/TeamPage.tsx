import { useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import { ContactLinks } from "../../components/ui/ContactLinks";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { PersonGroup, PersonListItem } from "../../schemas/persons";
import { personGroupsQuery } from "./queries";

/** The ensemble page (SPEC §2): one group per person category, members with avatar, position and contact. */
export function TeamPage({ api, lang }: { api: ApiClient; lang: Lang }) {
  const t = useT();
  const { data: groups } = useSuspenseQuery(personGroupsQuery(api, lang));
  const nonEmpty = groups.filter((group) => group.members.length > 0);
  return (
    <div className="team-page">
      <header className="page-header">
        <h1>{t("team.title")}</h1>
      </header>
      {nonEmpty.length === 0 ? (
        <p>{t("team.empty")}</p>
      ) : (
        nonEmpty.map((group) => <TeamGroup key={group.id} group={group} />)
      )}
    </div>
  );
}

function TeamGroup({ group }: { group: PersonGroup }) {
  const headingId = useId();
  return (
    <section className="team-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.name}</h2>
      <ul className="team-list">
        {group.members.map((member) => (
          <li key={member.id}>
            <TeamMember member={member} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TeamMember({ member }: { member: PersonListItem }) {
  return (
    <article className="team-member">
      {member.image_obj && (
        // The name is the heading next to it: the portrait adds nothing for screen readers.
        <ResponsiveImage base={member.image_obj.key} alt="" sizes="160px" width={160} height={160} />
      )}
      <h3 className="team-member__name">
        <SmartLink href={member.url}>{member.name}</SmartLink>
      </h3>
      {member.position && <p className="team-member__position">{member.position}</p>}
      <ContactLinks email={member.email} phone={member.phone} />
    </article>
  );
}
