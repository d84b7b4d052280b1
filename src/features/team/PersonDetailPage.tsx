import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ContactLinks } from "../../components/ui/ContactLinks";
import { JsonLd, personNode } from "../../components/ui/json-ld";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { personQuery } from "./queries";

/** A team member: portrait, position, groups, contact, biography and productions. */
export function PersonDetailPage({ api, lang, id }: { api: ApiClient; lang: Lang; id: number }) {
  const t = useT();
  const { data: person } = useSuspenseQuery(personQuery(api, lang, id));
  const hasContact = Boolean(person.email || person.phone);
  return (
    <article className="person-detail">
      <JsonLd node={(origin) => personNode(person, origin)} />
      <header className="page-header">
        <h1>{person.name}</h1>
        {person.position && <p className="page-header__subtitle">{person.position}</p>}
      </header>
      <div className="person-detail__layout">
        {person.image_obj && (
          <div className="person-detail__portrait">
            <ResponsiveImage
              base={person.image_obj.key}
              alt={person.image_obj.alt || person.name}
              sizes="(min-width: 768px) 320px, 100vw"
              width={320}
              height={400}
              eager
            />
          </div>
        )}
        <div className="person-detail__info">
          {person.categories.length > 0 && (
            <section aria-labelledby="person-groups" className="person-detail__groups">
              <h2 id="person-groups">{t("team.groups")}</h2>
              <ul className="chip-list">
                {person.categories.map((category) => (
                  <li key={category.id}>{category.name}</li>
                ))}
              </ul>
            </section>
          )}
          {hasContact && (
            <section aria-labelledby="person-contact">
              <h2 id="person-contact">{t("team.contact")}</h2>
              <ContactLinks email={person.email} phone={person.phone} />
            </section>
          )}
          {person.bio && <SanitisedHtml html={person.bio} className="rich-text person-detail__bio" />}
        </div>
      </div>
      {person.productions.length > 0 && (
        <section aria-labelledby="person-productions" className="person-detail__productions">
          <h2 id="person-productions">{t("team.productions")}</h2>
          <ul className="link-list">
            {person.productions.map((production) => (
              <li key={`${production.id}:${production.role ?? ""}`}>
                <SmartLink href={production.url}>{production.title}</SmartLink>
                {production.role && <span className="link-list__note">{production.role}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="back-link">
        <Link to="/$lang/team" params={{ lang }} activeOptions={{ exact: true }}>
          {t("team.back")}
        </Link>
      </p>
    </article>
  );
}
