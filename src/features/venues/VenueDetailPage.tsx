import { useSuspenseQuery } from "@tanstack/react-query";
import { ContactLinks } from "../../components/ui/ContactLinks";
import { EventCardList } from "../../components/ui/EventCard";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { venueQuery } from "./queries";

/** A venue: address, contact, description, rooms and the next events there. */
export function VenueDetailPage({
  api,
  lang,
  id,
  currency,
}: {
  api: ApiClient;
  lang: Lang;
  id: number;
  currency: string;
}) {
  const t = useT();
  const { data: venue } = useSuspenseQuery(venueQuery(api, lang, id));
  const cityLine = [venue.postal_code, venue.city].filter(Boolean).join(" ");
  return (
    <article className="venue-detail">
      <header className="page-header">
        <h1>{venue.name}</h1>
      </header>
      {venue.image_obj && (
        <ResponsiveImage
          base={venue.image_obj.key}
          alt={venue.image_obj.alt}
          sizes="(min-width: 1024px) 66vw, 100vw"
          eager
        />
      )}
      {(venue.street || cityLine) && (
        <section aria-labelledby="venue-address">
          <h2 id="venue-address">{t("venue.address")}</h2>
          <address>
            {venue.street && (
              <>
                {venue.street}
                <br />
              </>
            )}
            {cityLine}
          </address>
        </section>
      )}
      <ContactLinks email={venue.email} phone={venue.phone} />
      {venue.website && (
        <p>
          <a href={venue.website} target="_blank" rel="noopener noreferrer">
            {t("venue.website")}
            <span className="visually-hidden">{` (${t("common.opensInNewTab")})`}</span>
          </a>
        </p>
      )}
      {venue.description && <SanitisedHtml html={venue.description} className="rich-text venue-detail__description" />}
      {venue.rooms.length > 0 && (
        <section aria-labelledby="venue-rooms">
          <h2 id="venue-rooms">{t("venue.rooms")}</h2>
          <ul>
            {venue.rooms.map((room) => (
              <li key={room.id}>{room.name}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="venue-events">
        <h2 id="venue-events">{t("venue.events")}</h2>
        {venue.events.length > 0 ? (
          <EventCardList events={venue.events} headingLevel={3} currency={currency} />
        ) : (
          <p>{t("events.noUpcoming")}</p>
        )}
      </section>
    </article>
  );
}
