import { useSuspenseQuery } from "@tanstack/react-query";
import { ContactLinks } from "../../components/ui/ContactLinks";
import { EventCardList } from "../../components/ui/EventCard";
import { JsonLd, placeNode } from "../../components/ui/json-ld";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { DesignSettings } from "../../schemas/settings";
import { venueQuery } from "./queries";
import { VenueMap } from "./VenueMap";

interface VenueDetailPageProps {
  api: ApiClient;
  lang: Lang;
  id: number;
  currency: string;
  map: DesignSettings["map"];
}

/** A venue: address, contact, description, rooms, map and the next events there. */
export function VenueDetailPage({ api, lang, id, currency, map }: VenueDetailPageProps) {
  const t = useT();
  const { data: venue } = useSuspenseQuery(venueQuery(api, lang, id));
  const cityLine = [venue.postal_code, venue.city].filter(Boolean).join(" ");
  const hasAddress = Boolean(venue.street || cityLine);
  const hasContact = Boolean(venue.email || venue.phone || venue.website);
  return (
    <article className="venue-detail">
      <JsonLd node={(origin) => placeNode(venue, origin)} />
      <header className="page-header">
        <h1>{venue.name}</h1>
        {venue.city && <p className="page-header__subtitle">{venue.city}</p>}
      </header>
      {venue.image_obj && (
        <ResponsiveImage
          base={venue.image_obj.key}
          alt={venue.image_obj.alt}
          sizes="(min-width: 1024px) 66vw, 100vw"
          eager
        />
      )}
      <div className="venue-detail__layout">
        <div className="venue-detail__facts">
          {hasAddress && (
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
          {hasContact && (
            <section aria-labelledby="venue-contact">
              <h2 id="venue-contact">{t("venue.contact")}</h2>
              <ContactLinks email={venue.email} phone={venue.phone} />
              {venue.website && (
                <p>
                  <a href={venue.website} target="_blank" rel="noopener noreferrer">
                    {t("venue.website")}
                    <span className="visually-hidden">{` (${t("common.opensInNewTab")})`}</span>
                  </a>
                </p>
              )}
            </section>
          )}
          {venue.rooms.length > 0 && (
            <section aria-labelledby="venue-rooms">
              <h2 id="venue-rooms">{t("venue.rooms")}</h2>
              <ul className="chip-list">
                {venue.rooms.map((room) => (
                  <li key={room.id}>{room.name}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {venue.description && (
          <SanitisedHtml html={venue.description} className="rich-text venue-detail__description" />
        )}
      </div>
      {venue.lat !== null && venue.lng !== null && (
        <VenueMap name={venue.name} lat={venue.lat} lng={venue.lng} settings={map} />
      )}
      <section aria-labelledby="venue-events" className="venue-detail__events">
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
