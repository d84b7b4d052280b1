import { DateTimeField, EntitySelect, Select } from "../common/edit/fields";

export default function EventListForm() {
  return (
    <>
      <DateTimeField
        name="date_from"
        label={{ de: "Ab", en: "From" }}
        help={{ de: "Leer: ab jetzt. Uhrzeit in Berlin.", en: "Empty: from now. Time in Berlin." }}
      />
      <DateTimeField name="date_to" label={{ de: "Bis", en: "Until" }} />
      <EntitySelect name="tag" list="eventTags" label={{ de: "Schlagwort", en: "Tag" }} />
      <Select
        name="filters"
        label={{ de: "Zeitraum", en: "Period" }}
        options={[
          { value: "", label: { de: "Alle kommenden", en: "All upcoming" } },
          { value: "next_3_days", label: { de: "Nächste 3 Tage", en: "Next 3 days" } },
          { value: "weekend", label: { de: "Wochenende", en: "Weekend" } },
        ]}
      />
    </>
  );
}
