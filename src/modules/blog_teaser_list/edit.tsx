import { LinkedEntityField, NumberField } from "../common/edit/fields";
import { BLOG_TEASER_ITEMS } from "./schema";

export default function BlogTeaserListForm() {
  return (
    <>
      <NumberField
        name="items"
        label={{ de: "Anzahl der Artikel", en: "Number of articles" }}
        required
        min={BLOG_TEASER_ITEMS.min}
        max={BLOG_TEASER_ITEMS.max}
        help={{ de: "1 bis 8.", en: "1 to 8." }}
      />
      <LinkedEntityField
        name="main_teaser"
        kind="article"
        label={{ de: "Hauptartikel", en: "Main article" }}
        help={{ de: "Im Link-Finder einen Artikel wählen.", en: "Choose an article in the link finder." }}
      />
    </>
  );
}
