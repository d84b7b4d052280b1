import type { JsonLdNode } from "../../components/ui/json-ld";
import type { AccessFeature, AccessHazard } from "../../lib/access-features";
import { placeOf } from "../../lib/event-place";
import { previousStartShown, type ShownEventStatus, shownEventStatus } from "../../lib/event-status";
import type { Lang } from "../../lib/languages";
import { ticketHref, ticketsAvailable } from "../../lib/ticket-links";
import type { Access } from "../../schemas/access";
import type { EventDetail } from "../../schemas/events";

/** schema.org's EventStatusType of the shown status; an unmarked date is EventScheduled. */
const statusUrl: Record<ShownEventStatus, string> = {
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
  rescheduled: "https://schema.org/EventRescheduled",
};

const currencyCodes: Record<string, string> = { "€": "EUR", $: "USD", "£": "GBP", "Fr.": "CHF" };

/** The design settings' currency sign as ISO 4217, which schema.org wants ('€' → 'EUR'). */
export function currencyCode(currency: string): string {
  const trimmed = currency.trim();
  if (/^[A-Z]{3}$/.test(trimmed)) return trimmed;
  return currencyCodes[trimmed] ?? "EUR";
}

/**
 * schema.org's accessibilityFeature values (the W3C accessibility vocabulary) of the features
 * that have one: surtitles are shown to the whole house and cannot be switched off, which the
 * vocabulary calls open captions. ADR 0037.
 */
const accessibilityFeatureValue: Partial<Record<AccessFeature, string>> = {
  surtitles: "openCaptions",
  audio_description: "audioDescription",
  sign_language: "signLanguage",
};

/** schema.org's accessibilityHazard values of what a performance warns of. */
const accessibilityHazardValue: Record<AccessHazard, string> = { flashing_lights: "flashing", loud_sounds: "sound" };

/** Features of the place rather than the performance, which the vocabulary has no value for: the Place's amenityFeature. */
const amenityName: Partial<Record<AccessFeature, string>> = {
  wheelchair_spaces: "Wheelchair spaces",
  induction_loop: "Induction loop",
};

/** The accessibility properties of the Event node and the amenities of its Place (empty without accessibility). */
function accessibilityLd(
  access: Access | null,
  lang: Lang,
): { event: Record<string, unknown>; amenities: JsonLdNode[] } {
  if (!access) return { event: {}, amenities: [] };
  const event: Record<string, unknown> = {};
  const features = access.features.flatMap((feature) => accessibilityFeatureValue[feature] ?? []);
  if (features.length > 0) event.accessibilityFeature = features;
  if (access.hazards.length > 0)
    event.accessibilityHazard = access.hazards.map((hazard) => accessibilityHazardValue[hazard]);
  const summary = (lang === "de" ? access.note_de : access.note_en) ?? access.note_de ?? access.note_en;
  if (summary) event.accessibilitySummary = summary;
  const amenities = access.features.flatMap((feature) => {
    const name = amenityName[feature];
    return name ? [{ "@type": "LocationFeatureSpecification", name, value: true }] : [];
  });
  return { event, amenities };
}

/**
 * schema.org `Event` for an event page (issue 4): dates, place, performers, status and one offer
 * per price with its seat group's availability, its accessibility (rendered by `JsonLd`).
 */
export function eventNode(event: EventDetail, origin: string, currency: string, lang: Lang): JsonLdNode {
  const absolute = (path: string) => new URL(path, origin).href;
  const shown = shownEventStatus(event);
  const accessibility = accessibilityLd(event.access, lang);
  const ld: JsonLdNode = {
    "@type": "Event",
    name: event.title,
    url: absolute(event.url),
    startDate: event.date_start,
    eventStatus: shown === null ? "https://schema.org/EventScheduled" : statusUrl[shown],
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    ...accessibility.event,
  };
  // schema.org: a rescheduled event keeps its new startDate and names the one it replaced.
  const previous = previousStartShown(event);
  if (previous) ld.previousStartDate = previous;
  if (event.date_end) ld.endDate = event.date_end;
  if (event.subtitle) ld.description = event.subtitle;
  if (event.image_obj) ld.image = [absolute(event.image_obj.url)];
  if (event.venue || event.room) {
    ld.location = {
      "@type": "Place",
      name: placeOf(event),
      ...(event.venue ? { url: absolute(event.venue.url) } : {}),
      ...(accessibility.amenities.length > 0 ? { amenityFeature: accessibility.amenities } : {}),
    };
  }
  if (event.production)
    ld.superEvent = { "@type": "Event", name: event.production.title, url: absolute(event.production.url) };
  if (event.persons.length > 0) {
    ld.performer = event.persons.map((person) => ({ "@type": "Person", name: person.name, url: absolute(person.url) }));
  }
  if (event.prices.length > 0 && event.has_tickets) {
    const groups = new Map(event.seat_groups.map((group) => [group.id, group]));
    // Offered as the page offers it: not once the event has begun, nor when postponed.
    const bookable = ticketsAvailable(event);
    const tickets = ticketHref(event);
    const code = currencyCode(currency);
    ld.offers = event.prices.map((price) => {
      const group = groups.get(price.seat_group);
      const available = bookable && group?.status !== 0;
      return {
        "@type": "Offer",
        name: group?.seat_group ? `${group.seat_group}, ${price.name}` : price.name,
        price: price.price,
        priceCurrency: code,
        // The two of the values search engines read for events (besides PreOrder).
        availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
        ...(tickets ? { url: absolute(tickets) } : {}),
      };
    });
  }
  return ld;
}
