import { useT } from "../../i18n/use-lang";
import { useConsentGate } from "../../lib/consent";
import { MAP_FRAME, openStreetMapUrls } from "../../lib/openstreetmap";
import type { DesignSettings } from "../../schemas/settings";

interface VenueMapProps {
  name: string;
  lat: number;
  lng: number;
  settings: DesignSettings["map"];
}

/**
 * The venue on a map (design setting 'map settings'). The map is a third-party frame, so it
 * loads only after consent for the media category (SPEC §9) unless the settings waive that;
 * until then an explanation and a consent button hold its place. The link to the map site
 * works without consent and without JavaScript.
 */
export function VenueMap({ name, lat, lng, settings }: VenueMapProps) {
  const t = useT();
  const { granted, frameRef, request } = useConsentGate("media");
  const showFrame = !settings.requiresConsent || granted;
  const urls = openStreetMapUrls(lat, lng, settings.zoom);

  return (
    <section aria-labelledby="venue-map" className="venue-map">
      <h2 id="venue-map">{t("venue.map")}</h2>
      <div className="venue-map__frame">
        {showFrame ? (
          <iframe
            ref={frameRef}
            src={urls.embed}
            title={t("venue.mapTitle", { name })}
            width={MAP_FRAME.width}
            height={MAP_FRAME.height}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
        ) : (
          <div className="consent-placeholder">
            <p>{t("venue.mapConsent")}</p>
            <button type="button" className="button" onClick={request}>
              {t("venue.mapLoad")}
            </button>
          </div>
        )}
      </div>
      <p>
        <a href={urls.view} target="_blank" rel="noopener noreferrer">
          {t("venue.mapLink")}
          <span className="visually-hidden">{` (${t("common.opensInNewTab")})`}</span>
        </a>
      </p>
    </section>
  );
}
