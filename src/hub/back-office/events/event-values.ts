import type * as v from "valibot";
import { toPublicPath } from "../../../i18n/paths";
import type { ApiRefusal } from "../../../lib/json-request";
import type { Lang } from "../../../lib/languages";
import { EventBody, type EventItem } from "../../../schemas/back-office/events";

type EventInput = v.InferInput<typeof EventBody>;

/**
 * The event form's values: the body the API takes (its schema checks them in the browser too),
 * with the lists the body may leave out always present, so the form's rows can add to them.
 */
export type EventValues = EventInput &
  Required<Pick<EventInput, "seat_groups" | "prices" | "timeslots" | "persons" | "tag_ids">>;

/** EventBody as the form's schema: it takes the form's values, which always hold its lists. */
export const EventFormSchema = EventBody as v.GenericSchema<EventValues, v.InferOutput<typeof EventBody>>;
type SeatGroupValues = EventValues["seat_groups"][number];
type PriceValues = EventValues["prices"][number];
type TimeslotValues = EventValues["timeslots"][number];

/** The form's values of a stored event, or of a new one (no date yet: the editor picks it). */
export function eventValues(item: EventItem | null): EventValues {
  return {
    slug_de: item?.slug_de ?? "",
    slug_en: item?.slug_en ?? "",
    title_de: item?.title_de ?? "",
    title_en: item?.title_en ?? "",
    subtitle_de: item?.subtitle_de ?? "",
    subtitle_en: item?.subtitle_en ?? "",
    description_de: item?.description_de ?? "",
    description_en: item?.description_en ?? "",
    date_start: item?.date_start ?? "",
    date_end: item?.date_end ?? null,
    image: item?.image ?? null,
    image_alt_de: item?.image_alt_de ?? "",
    image_alt_en: item?.image_alt_en ?? "",
    production_id: item?.production_id ?? null,
    room_id: item?.room_id ?? null,
    series_id: item?.series_id ?? null,
    genre_id: item?.genre_id ?? null,
    exhibition_type_id: item?.exhibition_type_id ?? null,
    event_type_new: item?.event_type_new ?? "",
    tag_ids: item?.tag_ids ?? [],
    persons: (item?.persons ?? []).map(({ person_id, role_de, role_en }) => ({
      person_id,
      role_de: role_de ?? "",
      role_en: role_en ?? "",
    })),
    is_online: item?.is_online ?? true,
    has_tickets: item?.has_tickets ?? true,
    ticket_url: item?.ticket_url ?? "",
    theme: item?.theme ?? "wkm",
    access: item?.access ?? null,
    seat_groups: (item?.seat_groups ?? []).map((group) => ({
      ...group,
      text_de: group.text_de ?? "",
      text_en: group.text_en ?? "",
    })),
    prices: (item?.prices ?? []).map((price) => ({
      ...price,
      text_de: price.text_de ?? "",
      text_en: price.text_en ?? "",
    })),
    timeslots: (item?.timeslots ?? []).map((slot) => ({ ...slot })),
  };
}

export const newSeatGroup = (): SeatGroupValues => ({
  name_de: "",
  name_en: "",
  available: true,
  text_de: "",
  text_en: "",
  capacity: 0,
});

/** The seat group a price or timeslot belongs to, as the form's choice names it (`id:7`, `index:2`, '' for all). */
type GroupChoice = string;

interface GroupRef {
  seat_group_id?: number | null;
  seat_group_index?: number | null;
}

export function groupChoiceOf(part: GroupRef): GroupChoice {
  if (part.seat_group_id != null) return `id:${part.seat_group_id}`;
  if (part.seat_group_index != null) return `index:${part.seat_group_index}`;
  return "";
}

/** A stored seat group is named by its id (moves do not change it), a new one by its place. */
export function groupChoiceAt(groups: readonly SeatGroupValues[], index: number): GroupChoice {
  const id = groups[index]?.id;
  return id !== undefined ? `id:${id}` : `index:${index}`;
}

export function groupRefOf(choice: GroupChoice): Required<GroupRef> {
  const [kind, number] = choice.split(":");
  return {
    seat_group_id: kind === "id" ? Number(number) : null,
    seat_group_index: kind === "index" ? Number(number) : null,
  };
}

/** The place of the seat group a part belongs to, or null (none, or all seat groups). */
export function groupIndexOf(groups: readonly SeatGroupValues[], part: GroupRef): number | null {
  if (part.seat_group_index != null) return part.seat_group_index;
  if (part.seat_group_id == null) return null;
  const index = groups.findIndex((group) => group.id === part.seat_group_id);
  return index >= 0 ? index : null;
}

/** A new price of the seat group at `index`: the next sale type not yet priced there, full price when it is the first. */
export function newPrice(values: EventValues, index: number): PriceValues {
  const groups = values.seat_groups;
  const prices = values.prices.filter((price) => groupIndexOf(groups, price) === index);
  const saleType = Math.max(0, ...prices.map((price) => price.sale_type_id)) + 1;
  return {
    ...groupRefOf(groupChoiceAt(groups, index)),
    sale_type_id: saleType,
    price_cents: 0,
    name_de: "",
    name_en: "",
    text_de: "",
    text_en: "",
    is_full_price: prices.length === 0,
    has_discounts: false,
  };
}

export const newTimeslot = (): TimeslotValues => ({
  seat_group_id: null,
  seat_group_index: null,
  time_start: "",
  available: true,
  block_id: null,
  capacity: 0,
});

/**
 * The prices and timeslots after the seat groups were reordered or one removed: `placeOf` maps a
 * seat group's old place to its new one (null: removed). Parts naming a new seat group by its
 * place follow it; the parts of a removed seat group go with it.
 */
function followGroups<Part extends GroupRef>(
  parts: readonly Part[],
  groups: readonly SeatGroupValues[],
  placeOf: (old: number) => number | null,
): Part[] {
  return parts.flatMap((part) => {
    const old = groupIndexOf(groups, part);
    if (old === null) return [part];
    const place = placeOf(old);
    if (place === null) return [];
    return part.seat_group_index != null ? [{ ...part, seat_group_index: place }] : [part];
  });
}

/** What changes when the seat group at `from` moves to `to` (one step). */
export function seatGroupMoved(
  values: EventValues,
  from: number,
  to: number,
): Pick<EventValues, "prices" | "timeslots"> {
  const groups = values.seat_groups;
  const placeOf = (old: number) => (old === from ? to : old === to ? from : old);
  return {
    prices: followGroups(values.prices, groups, placeOf),
    timeslots: followGroups(values.timeslots, groups, placeOf),
  };
}

/** What changes when the seat group at `index` is removed: its prices and timeslots go too. */
export function seatGroupRemoved(values: EventValues, index: number): Pick<EventValues, "prices" | "timeslots"> {
  const groups = values.seat_groups;
  const placeOf = (old: number) => (old === index ? null : old > index ? old - 1 : old);
  return {
    prices: followGroups(values.prices, groups, placeOf),
    timeslots: followGroups(values.timeslots, groups, placeOf),
  };
}

/** A seat group or timeslot the ticket inventory refused to shrink: the capacity asked for, and what is sold and held. */
export interface CapacityShortfall {
  /** Which rows of the form it concerns, and the row's place there. */
  part: "seat_groups" | "timeslots";
  index: number;
  capacity: number;
  sold: number;
  held: number;
}

/**
 * The rows of a 409 `capacity_below_sold` (its `figures`: a seat group by `seat_group_id`, a
 * timeslot by `block_id`), by their place in the form; null for another answer. Only stored rows
 * can have sold or held seats; one the form no longer holds is named by the answer's detail.
 */
export function capacityShortfalls(body: ApiRefusal | null, values: EventValues): CapacityShortfall[] | null {
  if (body?.error !== "capacity_below_sold" || !Array.isArray(body.figures)) return null;
  return (body.figures as Record<string, unknown>[]).flatMap((figure) => {
    const number = (key: string) => (typeof figure[key] === "number" ? (figure[key] as number) : null);
    const group = number("seat_group_id");
    const block = number("block_id");
    const [part, index] =
      group !== null
        ? (["seat_groups", values.seat_groups.findIndex((row) => row.id === group)] as const)
        : (["timeslots", values.timeslots.findIndex((row) => block !== null && row.block_id === block)] as const);
    if (index < 0) return [];
    return [{ part, index, capacity: number("capacity") ?? 0, sold: number("sold") ?? 0, held: number("held") ?? 0 }];
  });
}

/** The event's public pages in both languages (`/de/programm/<slug>/<id>`, `/en/events/<slug>/<id>`). */
export function eventUrls(item: Pick<EventItem, "id" | "slug_de" | "slug_en">): Record<Lang, string> {
  return {
    de: toPublicPath(`/de/events/${item.slug_de}/${item.id}`),
    en: toPublicPath(`/en/events/${item.slug_en}/${item.id}`),
  };
}
