import type * as v from "valibot";
import { telHref } from "../../components/ui/ContactLinks";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ModuleViewProps } from "../types";
import type { VenueModule } from "./schema";

/** A venue card: picture, name linking to the venue page, address and contact. */
export function VenueView({ data }: ModuleViewProps<v.InferOutput<typeof VenueModule>>) {
  const t = useT();
  const venue = data.venue_obj;
  // An offline or deleted venue resolves to null: nothing to show.
  if (!venue) return null;
  const locality = [venue.postal_code, venue.city].filter(Boolean).join(" ");
  return (
    <article className={`module-venue module-venue--${venue.theme}`}>
      {venue.image_obj && (
        <div className="module-venue__image">
          <ResponsiveImage
            base={venue.image_obj.key}
            alt=""
            sizes="(min-width: 768px) 400px, 100vw"
            width={800}
            height={450}
          />
        </div>
      )}
      <div className="module-venue__body">
        <h3 className="module-venue__name">
          <SmartLink href={venue.url}>{venue.name}</SmartLink>
        </h3>
        {(venue.street || locality) && (
          <address className="module-venue__address">
            {venue.street}
            {venue.street && locality && <br />}
            {locality}
          </address>
        )}
        {(venue.phone || venue.email) && (
          <ul className="module-venue__contact">
            {venue.phone && (
              <li>
                <a href={telHref(venue.phone)}>
                  <span className="visually-hidden">{`${t("modules.venue.phone")}: `}</span>
                  {venue.phone}
                </a>
              </li>
            )}
            {venue.email && (
              <li>
                <a href={`mailto:${venue.email}`}>
                  <span className="visually-hidden">{`${t("modules.venue.email")}: `}</span>
                  {venue.email}
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
