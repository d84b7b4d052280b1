import * as v from "valibot";
import { Access, AccessParam } from "./access";
import {
  DateParam,
  DateParamParts,
  IdName,
  ImageObj,
  ImageThumbnails,
  Paged,
  PageParam,
  PageSizeParam,
  PageUrls,
  PositiveIntParam,
} from "./common";

// ---------------------------------------------------------------------------
// Query input
// ---------------------------------------------------------------------------

/** GET /{lang}/api/events/: filter keys of SPEC §3 plus date (dd-mm-yyyy), page, page_size. */
export const EventsQuery = v.object({
  room: v.optional(PositiveIntParam),
  type: v.optional(PositiveIntParam),
  tag: v.optional(PositiveIntParam),
  series: v.optional(PositiveIntParam),
  genre: v.optional(PositiveIntParam),
  /** Accessibility features, comma-separated; an event must offer every one (ADR 0037). */
  access: v.optional(AccessParam),
  date: v.optional(DateParamParts),
  page: v.optional(PageParam),
  page_size: v.optional(PageSizeParam),
});
export type EventsQuery = v.InferOutput<typeof EventsQuery>;

/**
 * GET /{lang}/api/events.ics: the events list's filter keys, whatever they are, without its
 * paging and first day (a feed lists every future date).
 */
export const EventsFeedQuery = v.omit(EventsQuery, ["date", "page", "page_size"]);
export type EventsFeedQuery = v.InferOutput<typeof EventsFeedQuery>;

/**
 * GET /api/calendar/: the first day and the list's filters. SPEC §7 names room, type and tag;
 * series and genre are accepted too, so the days offered match every list the filter bar can ask for.
 */
export const CalendarQuery = v.object({
  date: v.optional(DateParamParts),
  room: v.optional(PositiveIntParam),
  type: v.optional(PositiveIntParam),
  tag: v.optional(PositiveIntParam),
  series: v.optional(PositiveIntParam),
  genre: v.optional(PositiveIntParam),
  access: v.optional(AccessParam),
});
export type CalendarQuery = v.InferOutput<typeof CalendarQuery>;

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

const EventVenue = v.object({ id: v.number(), name: v.string(), slug: v.string(), url: v.string() });

export const ProductionRef = v.object({ id: v.number(), title: v.string(), url: v.string() });
export type ProductionRef = v.InferOutput<typeof ProductionRef>;

export const EventStatus = v.picklist(["scheduled", "cancelled", "postponed"]);
export type EventStatus = v.InferOutput<typeof EventStatus>;

/** One card of the events list (and of event lists embedded in production, series, venue). */
export const EventListItem = v.object({
  id: v.number(),
  id_jet: v.nullable(v.number()),
  slug: v.string(),
  /** `/de/programm/{slug}/{id}` or `/en/events/{slug}/{id}`. */
  url: v.string(),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  /** ISO-8601 UTC; the app shows Berlin time. */
  date_start: v.string(),
  date_end: v.nullable(v.string()),
  event_type_new: v.nullable(v.string()),
  theme: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
  room: v.nullable(IdName),
  venue: v.nullable(EventVenue),
  tags: v.array(IdName),
  series: v.nullable(IdName),
  genre: v.nullable(IdName),
  exhibition_type: v.nullable(IdName),
  production: v.nullable(ProductionRef),
  has_tickets: v.boolean(),
  ticket_url: v.nullable(v.string()),
  /** From stored seat groups (none available); live availability is the ticket inventory's. */
  sold_out: v.boolean(),
  status: EventStatus,
  /** The start before the date was moved (ISO UTC): a scheduled event with it is shown as rescheduled. */
  previous_date_start: v.nullable(v.string()),
  /** Lowest price above 0 as '12.00' ('0.00' when every price is free, null without prices). */
  min_price: v.nullable(v.string()),
});
export type EventListItem = v.InferOutput<typeof EventListItem>;

export const EventsPage = Paged(EventListItem);
export type EventsPage = Paged<EventListItem>;

/** SPEC §3 Price; `seat_group` is the seat group's id. */
export const Price = v.object({
  id: v.number(),
  price: v.string(),
  sale_type_id: v.number(),
  seat_group: v.number(),
  text: v.string(),
  name: v.string(),
  has_discounts: v.boolean(),
  /** The one price of its seat group shown in the main list; the others are discounts. */
  is_full_price: v.boolean(),
});
export type Price = v.InferOutput<typeof Price>;

/** SPEC §3 Timeslot; status 0 = not offered. */
export const Timeslot = v.object({
  id: v.number(),
  time_start: v.string(),
  status: v.number(),
  block_id: v.number(),
});
export type Timeslot = v.InferOutput<typeof Timeslot>;

/** SPEC §3 Seat group; `seat_group` is its label, status 0 = hidden. */
export const SeatGroup = v.object({
  id: v.number(),
  seat_group: v.string(),
  status: v.number(),
  text: v.string(),
  prices: v.array(Price),
  timeslots: v.array(Timeslot),
});
export type SeatGroup = v.InferOutput<typeof SeatGroup>;

export const PersonRef = v.object({
  id: v.number(),
  name: v.string(),
  role: v.nullable(v.string()),
  url: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
});
export type PersonRef = v.InferOutput<typeof PersonRef>;

/** GET /{lang}/api/events/{id}/: the list fields plus the booking widget's data (SPEC §3 "Current event data"). */
export const EventDetail = v.object({
  ...EventListItem.entries,
  /** The page in each language, each with that language's slug; `url` is the current one. */
  urls: PageUrls,
  /** Sanitised rich-text HTML (stored sanitised; editor writes sanitise). */
  description: v.nullable(v.string()),
  /** Its accessibility, else its production's (ADR 0037); null: none given. */
  access: v.nullable(Access),
  persons: v.array(PersonRef),
  /** Every price of the event, in seat-group order. */
  prices: v.array(Price),
  seat_groups: v.array(SeatGroup),
});
export type EventDetail = v.InferOutput<typeof EventDetail>;

/** GET /{lang}/api/teasers/: teasers mixed into the events list (placed at the end of `position`'s day). */
export const EventTeaser = v.object({
  id: v.number(),
  name: v.string(),
  link: v.nullable(v.string()),
  preline: v.nullable(v.string()),
  subline: v.nullable(v.string()),
  headline: v.string(),
  link_text: v.nullable(v.string()),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(v.object({ large: v.string() })),
  /** 'YYYY-MM-DD' (a Berlin calendar day). */
  position: v.string(),
  /** The status of the online event whose page the link opens (the teaser marks it); null for other links. */
  linked_event: v.nullable(v.object({ status: EventStatus, previous_date_start: v.nullable(v.string()) })),
});
export type EventTeaser = v.InferOutput<typeof EventTeaser>;

/**
 * GET /api/calendar/: Berlin days (dd-mm-yyyy, ascending) on which a matching event starts;
 * `unscheduled`: those of them whose every matching event is cancelled or postponed.
 */
export const CalendarResponse = v.object({ dates: v.array(DateParam), unscheduled: v.array(DateParam) });
export type CalendarResponse = v.InferOutput<typeof CalendarResponse>;
