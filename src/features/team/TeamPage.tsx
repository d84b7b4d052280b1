import { useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PageHeader } from "../../components/layout/PageHeader";
import { ContactLinks } from "../../components/ui/ContactLinks";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { PersonGroup, PersonListItem } from "../../schemas/persons";
import { personGroupsQuery } from "./queries";

/**
 * The ensemble page (SPEC §2): one collapsible group per person category, members with avatar,
 * name, position and contact. The first group starts open so the page never opens empty.
 */
export function TeamPage({ api, lang }: { api: ApiClient; lang: Lang }) {
  const t = useT();
  const { data: groups } = useSuspenseQuery(personGroupsQuery(api, lang));
  const nonEmpty = groups.filter((group) => group.members.length > 0);
  return (
    <div className="team-page">
      <PageHeader title={t("team.title")} />
      {nonEmpty.length === 0 ? (
        <p>{t("team.empty")}</p>
      ) : (
        <div className="team-groups">
          {nonEmpty.map((group, index) => (
            <TeamGroup key={group.id} group={group} defaultOpen={index === 0} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * A disclosure: the heading's button says whether the member region is shown (APG accordion
 * pattern); collapsed members stay in the HTML for search engines and find-in-page.
 */
function TeamGroup({ group, defaultOpen = false }: { group: PersonGroup; defaultOpen?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}button`;
  const panelId = `${id}panel`;
  return (
    <div className="team-group">
      <h2 className="team-group__heading">
        <button
          type="button"
          id={buttonId}
          className="team-group__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="team-group__name">{group.name}</span>
          <span className="team-group__count">{t("team.memberCount", { count: group.members.length })}</span>
        </button>
      </h2>
      {/* A named section is a region landmark: the panel of the APG accordion pattern. */}
      <section id={panelId} aria-labelledby={buttonId} className="team-group__panel" hidden={!open}>
        <ul className="team-list">
          {group.members.map((member) => (
            <li key={member.id}>
              <TeamMember member={member} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Initials stand in for a missing portrait, so every card has the same shape. */
export function initialsOf(member: Pick<PersonListItem, "first_name" | "last_name" | "name">): string {
  const parts = [member.first_name, member.last_name].filter(Boolean);
  const source = parts.length > 0 ? parts : member.name.split(/\s+/).filter(Boolean);
  return source
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join("")
    .slice(0, 2);
}

function TeamMember({ member }: { member: PersonListItem }) {
  return (
    <article className="team-member">
      {/* The name is the heading beside it: the portrait adds nothing for screen readers. */}
      <div className="team-member__avatar" aria-hidden="true">
        {member.image_obj ? (
          <ResponsiveImage
            base={member.image_obj.key}
            alt=""
            sizes="(min-width: 768px) 160px, 96px"
            width={160}
            height={200}
          />
        ) : (
          <span className="team-member__initials">{initialsOf(member)}</span>
        )}
      </div>
      <div className="team-member__body">
        <h3 className="team-member__name">
          <SmartLink href={member.url}>{member.name}</SmartLink>
        </h3>
        {member.position && <p className="team-member__position">{member.position}</p>}
        <ContactLinks email={member.email} phone={member.phone} />
      </div>
    </article>
  );
}
