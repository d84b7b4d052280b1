import * as v from "valibot";
import { AccessField } from "../access";
import { PositiveIntParam } from "../common";
import { hubListQuery, IsoDayParam } from "../hub";
import { Name, OptionalRef, OptionalText, RefList, Revision, Slug, Theme } from "./common";

/**
 * An event in the back office (issue 27): its texts in both languages, its references, its
 * people and its tickets (seat groups, prices, timeslots). One schema for the hub's API and the
 * event's form; the ticket parts are exported on their own so a production's series of dates
 * sends the same seat groups and prices for every date it creates.
 */

const MAX_ID = 2_147_483_647;
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** An id of a stored child row (absent for a new one): a save keeps it, so carts and tickets still name it. */
const ChildId = v.optional(Id);

const Flag = (fallback: boolean) => v.optional(v.boolean(), fallback);

/** HTML of the rich-text editor; the worker sanitises it before storing. Empty is stored as nothing. */
const RichText = OptionalText(50_000);

/** `YYYY-MM-DD` names a day that exists (Date.parse takes 30 February for 2 March). */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/**
 * An instant as the events table stores it: `YYYY-MM-DDTHH:MM:SSZ` (UTC, seconds). A value with
 * an offset (`2031-06-05T19:30:00+02:00`) or without seconds is accepted and stored that way, so
 * text comparison orders every stored date.
 */
export const EventInstant = v.pipe(
  v.string(),
  v.trim(),
  v.regex(
    /^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/,
    "Expected a date and time like 2031-06-05T17:30:00Z",
  ),
  v.check(
    (text) => !Number.isNaN(Date.parse(text)) && isCalendarDay(text.slice(0, 10)),
    "Expected a real date and time",
  ),
  v.transform((text) => `${new Date(Date.parse(text)).toISOString().slice(0, 19)}Z`),
  v.regex(/^2\d{3}-/, "Expected a date between 2000 and 2999"),
);

/** Where a price or timeslot belongs: a stored seat group by id, or one of the body's by its index. */
const SeatGroupRef = {
  seat_group_id: v.optional(v.nullable(Id), null),
  seat_group_index: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
};

/** A seat group of an event: `capacity` seats the ticket inventory sells; hidden when not `available`. */
const SeatGroupBody = v.object({
  id: ChildId,
  name_de: Name(120),
  name_en: Name(120),
  available: Flag(true),
  text_de: OptionalText(2000),
  text_en: OptionalText(2000),
  capacity: v.pipe(v.number(), v.integer(), v.minValue(0, "At least 0 seats"), v.maxValue(100_000, "At most 100000")),
});
type SeatGroupBody = v.InferOutput<typeof SeatGroupBody>;

/**
 * A price of a seat group: `sale_type_id` is the ticketing system's sale type (full, reduced, …),
 * once per seat group; `is_full_price` the one shown in the seat group's main list, the rest are
 * discounts. Carts keep the price they were filled at (cart_items.price_cents).
 */
const PriceBody = v.pipe(
  v.object({
    id: ChildId,
    ...SeatGroupRef,
    sale_type_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)),
    price_cents: v.pipe(
      v.number(),
      v.integer("Expected whole cents"),
      v.minValue(0, "At least 0"),
      v.maxValue(1_000_000, "At most 10000.00"),
    ),
    name_de: Name(120),
    name_en: Name(120),
    text_de: OptionalText(2000),
    text_en: OptionalText(2000),
    is_full_price: Flag(false),
    has_discounts: Flag(false),
  }),
  v.check(
    (price) => (price.seat_group_id === null) !== (price.seat_group_index === null),
    "Name its seat group by seat_group_id or seat_group_index",
  ),
);
type PriceBody = v.InferOutput<typeof PriceBody>;

/**
 * A timeslot: `time_start` Berlin wall-clock time on the event's day; no seat group = for all of
 * them. `block_id` is the timeslot block the inventory counts `capacity` for (a new slot without
 * one gets its own block).
 */
const TimeslotBody = v.object({
  id: ChildId,
  ...SeatGroupRef,
  time_start: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/, "Expected a time like 19:30"),
    v.transform((time) => (time.length === 5 ? `${time}:00` : time)),
  ),
  available: Flag(true),
  block_id: v.optional(v.nullable(Id), null),
  capacity: v.pipe(v.number(), v.integer(), v.minValue(0, "At least 0 seats"), v.maxValue(100_000, "At most 100000")),
});
type TimeslotBody = v.InferOutput<typeof TimeslotBody>;

/** A person on an event, in the order given, with a role in both languages. */
const EventPersonBody = v.object({
  person_id: Id,
  role_de: OptionalText(200),
  role_en: OptionalText(200),
});
type EventPersonBody = v.InferOutput<typeof EventPersonBody>;

/** The ticket parts of one date: a series of dates sends the same ones for each. */
const ticketEntries = {
  seat_groups: v.pipe(v.optional(v.array(SeatGroupBody), []), v.maxLength(50, "At most 50 seat groups")),
  prices: v.pipe(v.optional(v.array(PriceBody), []), v.maxLength(500, "At most 500 prices")),
  timeslots: v.pipe(v.optional(v.array(TimeslotBody), []), v.maxLength(200, "At most 200 timeslots")),
};

interface TicketParts {
  seat_groups: SeatGroupBody[];
  prices: PriceBody[];
  timeslots: TimeslotBody[];
}

/** The rules across a date's ticket parts, as an action of the schema holding them (each issue names its field). */
function ticketsCheck<T extends TicketParts>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const problem of ticketProblems(dataset.value)) {
      addIssue({
        message: problem.message,
        path: problem.path.map((key) => ({
          type: "object",
          origin: "value",
          input: dataset.value,
          key,
          value: null,
        })) as [v.IssuePathItem, ...v.IssuePathItem[]],
      });
    }
  });
}

/** The seat groups, prices and timeslots of one date, checked together (references by index, sale types once). */
export const TicketsBody = v.pipe(v.object(ticketEntries), ticketsCheck());
export type TicketsBody = v.InferOutput<typeof TicketsBody>;

/** Rules across the ticket parts: each names the field it concerns (`prices.3.seat_group_index`). */
function ticketProblems(tickets: TicketParts): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  for (const key of ["seat_groups", "prices", "timeslots"] as const) {
    const storedIds = tickets[key].map((part) => part.id).filter((id) => id !== undefined);
    if (new Set(storedIds).size !== storedIds.length) problems.push({ path: [key], message: "A row is listed twice" });
  }
  const groupOf = (part: { seat_group_id: number | null; seat_group_index: number | null }): number | null => {
    if (part.seat_group_index !== null) {
      return part.seat_group_index < tickets.seat_groups.length ? part.seat_group_index : null;
    }
    const index = tickets.seat_groups.findIndex((group) => group.id === part.seat_group_id);
    return index >= 0 ? index : null;
  };
  const saleTypes = new Set<string>();
  const fullPrices = new Set<number>();
  tickets.prices.forEach((price, index) => {
    const group = groupOf(price);
    if (group === null) {
      const key = price.seat_group_index !== null ? "seat_group_index" : "seat_group_id";
      problems.push({ path: ["prices", index, key], message: "No seat group of this event" });
      return;
    }
    const saleType = `${group}:${price.sale_type_id}`;
    if (saleTypes.has(saleType)) {
      problems.push({
        path: ["prices", index, "sale_type_id"],
        message: "This sale type has a price in the seat group already",
      });
    }
    saleTypes.add(saleType);
    if (price.is_full_price) {
      if (fullPrices.has(group)) {
        problems.push({ path: ["prices", index, "is_full_price"], message: "The seat group has a full price already" });
      }
      fullPrices.add(group);
    }
  });
  tickets.timeslots.forEach((slot, index) => {
    if ((slot.seat_group_id !== null || slot.seat_group_index !== null) && groupOf(slot) === null) {
      const key = slot.seat_group_index !== null ? "seat_group_index" : "seat_group_id";
      problems.push({ path: ["timeslots", index, key], message: "No seat group of this event" });
    }
  });
  return problems;
}

/** Statuses of a date: a cancelled or postponed one sells nothing. */
export const EVENT_STATUSES = ["scheduled", "cancelled", "postponed"] as const;
export type EventStatusValue = (typeof EVENT_STATUSES)[number];

/** The body of a create and a change of an event. Its status changes through its own call (EventStatusBody). */
export const EventBody = v.pipe(
  v.object({
    revision: Revision,
    slug_de: Slug,
    slug_en: Slug,
    title_de: Name(300),
    title_en: Name(300),
    subtitle_de: OptionalText(500),
    subtitle_en: OptionalText(500),
    description_de: RichText,
    description_en: RichText,
    date_start: EventInstant,
    date_end: v.optional(v.nullable(EventInstant), null),
    /** R2 base key of a media-library image. */
    image: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(300),
          v.regex(/^[\w./-]+$/, "Expected an image key of the media library"),
        ),
      ),
      null,
    ),
    /** The image's alt text per language; empty: public pages say the title. */
    image_alt_de: OptionalText(300),
    image_alt_en: OptionalText(300),
    production_id: OptionalRef,
    room_id: OptionalRef,
    series_id: OptionalRef,
    genre_id: OptionalRef,
    exhibition_type_id: OptionalRef,
    event_type_new: OptionalText(100),
    tag_ids: RefList,
    persons: v.pipe(v.optional(v.array(EventPersonBody), []), v.maxLength(100, "At most 100 people")),
    is_online: Flag(true),
    has_tickets: Flag(true),
    ticket_url: v.pipe(
      OptionalText(500),
      v.check(
        (url) => url === null || /^(?:https?:\/\/|\/)/.test(url),
        "Expected an address starting with https:// or /",
      ),
    ),
    theme: Theme,
    /** Its own accessibility; null: its production's (ADR 0037). */
    access: AccessField,
    ...ticketEntries,
  }),
  v.forward(
    v.check((event) => event.date_end === null || event.date_end >= event.date_start, "Ends before it starts"),
    ["date_end"],
  ),
  ticketsCheck(),
);
export type EventBody = v.InferOutput<typeof EventBody>;

/** POST /api/cms-hub/events/:id/status/: cancel, postpone, or schedule again (optionally on a new date). */
export const EventStatusBody = v.object({
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: v.picklist(EVENT_STATUSES, "Expected scheduled, cancelled or postponed"),
  date_start: v.optional(EventInstant),
});
export type EventStatusBody = v.InferOutput<typeof EventStatusBody>;

/** A stored seat group as the API reads it, with what is sold and held of it now (from the inventory when asked). */
export interface SeatGroupItem extends Omit<SeatGroupBody, "id"> {
  id: number;
}
export interface PriceItem extends Omit<PriceBody, "id" | "seat_group_id" | "seat_group_index"> {
  id: number;
  seat_group_id: number;
  seat_group_index: null;
}
export interface TimeslotItem extends Omit<TimeslotBody, "id" | "seat_group_id" | "seat_group_index" | "block_id"> {
  id: number;
  seat_group_id: number | null;
  seat_group_index: null;
  block_id: number;
}
export interface EventPersonItem extends EventPersonBody {
  /** The person's name, for the form's reference field. */
  name: string;
}

/** An event as the hub's API reads it: the body's fields with stored ids, and what the form shows beside them. */
export interface EventItem extends Omit<EventBody, "revision" | "seat_groups" | "prices" | "timeslots" | "persons"> {
  id: number;
  revision: number;
  status: EventStatusValue;
  /** The date it had before it was moved (public pages say "rescheduled"), or null. */
  previous_date_start: string | null;
  /** Names of the referenced items, for the form's reference fields. */
  production_name: string | null;
  room_name: string | null;
  series_name: string | null;
  genre_name: string | null;
  exhibition_type_name: string | null;
  seat_groups: SeatGroupItem[];
  prices: PriceItem[];
  timeslots: TimeslotItem[];
  persons: EventPersonItem[];
  /** Tickets sold for it (orders): while any are, it cannot be deleted, only cancelled. */
  tickets_sold: number;
  updated_at: string;
}

/** A row of the hub's events table. */
export interface EventListRow {
  id: number;
  revision: number;
  title: string;
  date_start: string;
  status: EventStatusValue;
  is_online: boolean;
  venue_name: string | null;
  room_name: string | null;
  production_id: number | null;
  production_title: string | null;
}

const BoolParam = v.pipe(
  v.picklist(["true", "false"], "Expected true or false"),
  v.transform((flag) => flag === "true"),
);

/**
 * GET /api/cms-hub/events/: by date unless told; `q` searches both titles; `from`/`to` whole days
 * (Berlin's days are close enough for a list filter: UTC days of date_start); `status`, `venue`,
 * `room`, `production`, `online` narrow it.
 */
export const EventListQuery = hubListQuery(["date_start", "title", "id"], "asc", {
  from: v.optional(IsoDayParam),
  to: v.optional(IsoDayParam),
  status: v.optional(v.picklist(EVENT_STATUSES, "Expected scheduled, cancelled or postponed")),
  venue: v.optional(PositiveIntParam),
  room: v.optional(PositiveIntParam),
  production: v.optional(PositiveIntParam),
  online: v.optional(BoolParam),
});
export type EventListQuery = v.InferOutput<typeof EventListQuery>;
