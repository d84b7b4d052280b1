import { useStore } from "@tanstack/react-form";
import { useId } from "react";
import type { EventItem } from "../../../schemas/back-office/events";
import { formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import type { useItemForm } from "../ItemScreen";
import { RowList } from "../rows";
import {
  type CapacityShortfall,
  type EventValues,
  groupChoiceAt,
  groupChoiceOf,
  groupIndexOf,
  groupRefOf,
  newPrice,
  newSeatGroup,
  newTimeslot,
  seatGroupMoved,
  seatGroupRemoved,
} from "./event-values";

/** The event's form (TanStack Form on EventBody), as its parts take it. */
export type EventForm = ReturnType<typeof useItemForm<EventValues, EventItem>>["form"];

const TEXTS = {
  de: {
    seatGroups: "Platzgruppen",
    seatGroup: (n: number, name: string) => `Platzgruppe ${n}${name ? `: ${name}` : ""}`,
    addSeatGroup: "Platzgruppe hinzufügen",
    noSeatGroups: "Noch keine Platzgruppe: ohne sie verkauft der Termin keine Karten.",
    name: "Name",
    text: "Hinweis",
    capacity: "Plätze",
    available: "Angeboten (sonst verborgen)",
    shortfall: (s: CapacityShortfall, n: (count: number) => string) =>
      `Nicht gespeichert: ${n(s.sold)} verkauft und ${n(s.held)} in Warenkörben reserviert, also mindestens ${n(s.sold + s.held)} Plätze; verlangt waren ${n(s.capacity)}.`,
    prices: "Preise und Ermäßigungen",
    price: (n: number, name: string) => `Preis ${n}${name ? `: ${name}` : ""}`,
    addPrice: (group: string) => `Preis für ${group} hinzufügen`,
    noPrices: "Noch kein Preis.",
    priceGroup: "Platzgruppe",
    saleType: "Verkaufsart (Nummer im Ticketsystem)",
    amount: "Preis in Euro",
    fullPrice: "Vollpreis (in der Hauptliste der Platzgruppe; die übrigen sind Ermäßigungen)",
    hasDiscounts: "Hat Ermäßigungen",
    timeslots: "Zeitfenster",
    timeslot: (n: number, time: string) => `Zeitfenster ${n}${time ? `: ${time}` : ""}`,
    addTimeslot: "Zeitfenster hinzufügen",
    noTimeslots: "Keine Zeitfenster: Karten gelten für den ganzen Termin.",
    time: "Beginn (Uhrzeit in Berlin)",
    slotGroup: "Platzgruppe",
    allGroups: "Alle Platzgruppen",
    slotAvailable: "Angeboten",
    unnamed: (n: number) => `Platzgruppe ${n} (ohne Namen)`,
  },
  en: {
    seatGroups: "Seat groups",
    seatGroup: (n: number, name: string) => `Seat group ${n}${name ? `: ${name}` : ""}`,
    addSeatGroup: "Add a seat group",
    noSeatGroups: "No seat group yet: without one the date sells no tickets.",
    name: "Name",
    text: "Note",
    capacity: "Seats",
    available: "Offered (hidden otherwise)",
    shortfall: (s: CapacityShortfall, n: (count: number) => string) =>
      `Not saved: ${n(s.sold)} sold and ${n(s.held)} held in carts, so at least ${n(s.sold + s.held)} seats; ${n(s.capacity)} were asked for.`,
    prices: "Prices and discounts",
    price: (n: number, name: string) => `Price ${n}${name ? `: ${name}` : ""}`,
    addPrice: (group: string) => `Add a price for ${group}`,
    noPrices: "No price yet.",
    priceGroup: "Seat group",
    saleType: "Sale type (number in the ticketing system)",
    amount: "Price in euros",
    fullPrice: "Full price (in the seat group's main list; the others are discounts)",
    hasDiscounts: "Has discounts",
    timeslots: "Timeslots",
    timeslot: (n: number, time: string) => `Timeslot ${n}${time ? `: ${time}` : ""}`,
    addTimeslot: "Add a timeslot",
    noTimeslots: "No timeslots: tickets are for the whole date.",
    time: "Start (Berlin time)",
    slotGroup: "Seat group",
    allGroups: "All seat groups",
    slotAvailable: "Offered",
    unnamed: (n: number) => `Seat group ${n} (unnamed)`,
  },
};

/** The seat groups' names in the hub's language, by place, as the choices of a price or timeslot show them. */
function useGroupNames(form: EventForm): string[] {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const groups = useStore(form.store, (state) => state.values.seat_groups);
  return groups.map((group, index) => group[lang === "de" ? "name_de" : "name_en"] || text.unnamed(index + 1));
}

/**
 * The event's tickets: seat groups (with the inventory's refusal of a capacity below what is sold
 * and held, beside the group it concerns), their prices and discounts, and the timeslots. Rows
 * are added, removed and moved by buttons; a seat group's prices and timeslots follow it.
 */
export function TicketRows({ form, shortfalls }: { form: EventForm; shortfalls: readonly CapacityShortfall[] }) {
  return (
    <>
      <SeatGroupRows form={form} shortfalls={shortfalls.filter((entry) => entry.part === "seat_groups")} />
      <PriceRows form={form} />
      <TimeslotRows form={form} shortfalls={shortfalls.filter((entry) => entry.part === "timeslots")} />
    </>
  );
}

function SeatGroupRows({ form, shortfalls }: { form: EventForm; shortfalls: readonly CapacityShortfall[] }) {
  const text = useHubTexts(TEXTS);
  const names = useGroupNames(form);
  const values = () => form.state.values;
  return (
    <RowList
      legend={text.seatGroups}
      count={names.length}
      rowName={(index) => text.seatGroup(index + 1, names[index] ?? "")}
      addLabel={text.addSeatGroup}
      empty={text.noSeatGroups}
      onAdd={() => form.pushFieldValue("seat_groups", newSeatGroup())}
      onMove={(from, to) => {
        const { prices, timeslots } = seatGroupMoved(values(), from, to);
        form.moveFieldValues("seat_groups", from, to);
        form.setFieldValue("prices", prices);
        form.setFieldValue("timeslots", timeslots);
      }}
      onRemove={(index) => {
        const { prices, timeslots } = seatGroupRemoved(values(), index);
        form.setFieldValue("prices", prices);
        form.setFieldValue("timeslots", timeslots);
        form.removeFieldValue("seat_groups", index);
      }}
      after={(index) => <Shortfall shortfalls={shortfalls} index={index} />}
    >
      {(index) => (
        <>
          <div className="item-rows__pair">
            <form.AppField name={`seat_groups[${index}].name_de`}>
              {(field) => <field.TextField label={`${text.name} (DE)`} lang="de" required maxLength={120} />}
            </form.AppField>
            <form.AppField name={`seat_groups[${index}].name_en`}>
              {(field) => <field.TextField label={`${text.name} (EN)`} lang="en" required maxLength={120} />}
            </form.AppField>
            <form.AppField name={`seat_groups[${index}].text_de`}>
              {(field) => <field.TextField label={`${text.text} (DE)`} lang="de" maxLength={2000} />}
            </form.AppField>
            <form.AppField name={`seat_groups[${index}].text_en`}>
              {(field) => <field.TextField label={`${text.text} (EN)`} lang="en" maxLength={2000} />}
            </form.AppField>
          </div>
          <form.AppField name={`seat_groups[${index}].capacity`}>
            {(field) => <field.NumberField label={text.capacity} required />}
          </form.AppField>
          <form.AppField name={`seat_groups[${index}].available`}>
            {(field) => <field.Checkbox label={text.available} />}
          </form.AppField>
        </>
      )}
    </RowList>
  );
}

/** The inventory's refusal of the row at `index`, with its figures, under the row. */
function Shortfall({ shortfalls, index }: { shortfalls: readonly CapacityShortfall[]; index: number }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const shortfall = shortfalls.find((entry) => entry.index === index);
  if (!shortfall) return null;
  return (
    <p className="hub-field__error item-rows__refusal" role="alert">
      {text.shortfall(shortfall, (count) => formatHubNumber(lang, count))}
    </p>
  );
}

/** Which seat group a price or timeslot belongs to: a select of the event's seat groups (and "all" for a timeslot). */
function GroupChoice({
  form,
  part,
  index,
  label,
  allLabel,
}: {
  form: EventForm;
  part: "prices" | "timeslots";
  index: number;
  label: string;
  allLabel?: string;
}) {
  const id = useId();
  const names = useGroupNames(form);
  const groups = useStore(form.store, (state) => state.values.seat_groups);
  const current = useStore(form.store, (state) => {
    const row = state.values[part]?.[index];
    return row ? groupChoiceOf(row) : "";
  });
  const choose = (choice: string) => {
    const ref = groupRefOf(choice);
    form.setFieldValue(`${part}[${index}].seat_group_id`, ref.seat_group_id);
    form.setFieldValue(`${part}[${index}].seat_group_index`, ref.seat_group_index);
  };
  return (
    <div className="hub-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={current} onChange={(event) => choose(event.currentTarget.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {names.map((name, place) => (
          <option key={groupChoiceAt(groups, place)} value={groupChoiceAt(groups, place)}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function PriceRows({ form }: { form: EventForm }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const names = useGroupNames(form);
  const prices = useStore(form.store, (state) => state.values.prices);
  const groups = useStore(form.store, (state) => state.values.seat_groups);
  const name = (index: number) => {
    const price = prices[index];
    const group = price ? groupIndexOf(groups, price) : null;
    const own = price?.[lang === "de" ? "name_de" : "name_en"] ?? "";
    return text.price(index + 1, [group !== null ? names[group] : "", own].filter(Boolean).join(", "));
  };
  return (
    <RowList
      legend={text.prices}
      count={prices.length}
      rowName={name}
      // A new price goes to the last seat group (the one usually being filled in); its choice can change.
      addLabel={text.addPrice(names.at(-1) ?? text.seatGroups)}
      empty={text.noPrices}
      onAdd={() => {
        if (names.length === 0) form.pushFieldValue("seat_groups", newSeatGroup());
        form.pushFieldValue("prices", newPrice(form.state.values, Math.max(0, names.length - 1)));
      }}
      onMove={(from, to) => form.moveFieldValues("prices", from, to)}
      onRemove={(index) => form.removeFieldValue("prices", index)}
    >
      {(index) => (
        <>
          <GroupChoice form={form} part="prices" index={index} label={text.priceGroup} />
          <div className="item-rows__pair">
            <form.AppField name={`prices[${index}].name_de`}>
              {(field) => <field.TextField label={`${text.name} (DE)`} lang="de" required maxLength={120} />}
            </form.AppField>
            <form.AppField name={`prices[${index}].name_en`}>
              {(field) => <field.TextField label={`${text.name} (EN)`} lang="en" required maxLength={120} />}
            </form.AppField>
          </div>
          <form.AppField name={`prices[${index}].price_cents`}>
            {(field) => <field.NumberField label={text.amount} scale={100} required />}
          </form.AppField>
          <form.AppField name={`prices[${index}].sale_type_id`}>
            {(field) => <field.NumberField label={text.saleType} required />}
          </form.AppField>
          <form.AppField name={`prices[${index}].is_full_price`}>
            {(field) => <field.Checkbox label={text.fullPrice} />}
          </form.AppField>
          <form.AppField name={`prices[${index}].has_discounts`}>
            {(field) => <field.Checkbox label={text.hasDiscounts} />}
          </form.AppField>
        </>
      )}
    </RowList>
  );
}

function TimeslotRows({ form, shortfalls }: { form: EventForm; shortfalls: readonly CapacityShortfall[] }) {
  const text = useHubTexts(TEXTS);
  const slots = useStore(form.store, (state) => state.values.timeslots);
  return (
    <RowList
      legend={text.timeslots}
      count={slots.length}
      rowName={(index) => text.timeslot(index + 1, slots[index]?.time_start.slice(0, 5) ?? "")}
      addLabel={text.addTimeslot}
      empty={text.noTimeslots}
      onAdd={() => form.pushFieldValue("timeslots", newTimeslot())}
      onMove={(from, to) => form.moveFieldValues("timeslots", from, to)}
      onRemove={(index) => form.removeFieldValue("timeslots", index)}
      after={(index) => <Shortfall shortfalls={shortfalls} index={index} />}
    >
      {(index) => (
        <>
          <form.AppField name={`timeslots[${index}].time_start`}>
            {(field) => <field.TextField type="time" label={text.time} required />}
          </form.AppField>
          <GroupChoice form={form} part="timeslots" index={index} label={text.slotGroup} allLabel={text.allGroups} />
          <form.AppField name={`timeslots[${index}].capacity`}>
            {(field) => <field.NumberField label={text.capacity} required />}
          </form.AppField>
          <form.AppField name={`timeslots[${index}].available`}>
            {(field) => <field.Checkbox label={text.slotAvailable} />}
          </form.AppField>
        </>
      )}
    </RowList>
  );
}
