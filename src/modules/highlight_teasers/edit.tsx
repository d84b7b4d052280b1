import { EntityChecklist } from "../common/edit/fields";

export default function HighlightTeasersForm() {
  return (
    <EntityChecklist
      name="categories"
      list="articleCategories"
      label={{ de: "Kategorien", en: "Categories" }}
      help={{ de: "Keine gewählt: alle Kategorien.", en: "None chosen: every category." }}
    />
  );
}
