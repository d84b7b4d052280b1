import { useSuspenseQuery } from "@tanstack/react-query";
import { ContactLinks } from "../../components/ui/ContactLinks";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { SmartLink } from "../../components/ui/SmartLink";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { personQuery } from "./queries";

/** A team member: portrait, position, contact, biography and productions. */
export function PersonDetailPage({ api, lang, id }: { api: ApiClient; lang: Lang; id: number }) {
  const t = useT();
  const { data: person } = useSuspenseQuery(personQuery(api, lang, id));
  return (
    <article className="person-detail">
      <header className="page-header">
        <h1>{person.name}</h1>
        {person.position && <p className="page-header__subtitle">{person.position}</p>}
        {person.categories.length > 0 && (
          <p className="person-detail__categories">{person.categories.map((c) => c.name).join(", ")}</p>
        )}
      </header>
      {person.image_obj && (
        <ResponsiveImage
          base={person.image_obj.key}
          alt={person.image_obj.alt || person.name}
          sizes="(min-width: 768px) 320px, 100vw"
          width={320}
          height={320}
          eager
        />
      )}
      <ContactLinks email={person.email} phone={person.phone} />
      {person.bio && <SanitisedHtml html={person.bio} className="rich-text person-detail__bio" />}
      {person.productions.length > 0 && (
        <section aria-labelledby="person-productions">
          <h2 id="person-productions">{t("team.productions")}</h2>
          <ul>
            {person.productions.map((production) => (
              <li key={`${production.id}:${production.role ?? ""}`}>
                <SmartLink href={production.url}>{production.title}</SmartLink>
                {production.role && `, ${production.role}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
