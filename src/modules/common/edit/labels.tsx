import { useFields } from "./context";
import type { Texts } from "./fields";

/** Labels of the fields many module forms share (SPEC §3 names), in German and English. */
export const labels = {
  anchor: { de: "Anker (für Sprunglinks)", en: "Anchor (for jump links)" },
  extraClass: { de: "Stil (CSS-Klasse)", en: "Style (CSS class)" },
  image: { de: "Bild", en: "Image" },
  link: { de: "Link", en: "Link" },
  linkText: { de: "Linktext", en: "Link text" },
  preline: { de: "Dachzeile", en: "Preline" },
  headline: { de: "Überschrift", en: "Headline" },
  subline: { de: "Unterzeile", en: "Subline" },
  text: { de: "Text", en: "Text" },
  title: { de: "Titel", en: "Title" },
  caption: { de: "Bildunterschrift", en: "Caption" },
  description: { de: "Beschreibung", en: "Description" },
  sticky: { de: "Fixiert am Bildschirmrand", en: "Sticky at the screen edge" },
  newWindow: { de: "In neuem Fenster öffnen", en: "Open in a new window" },
  embed: { de: "Einbettungscode oder Link", en: "Embed code or link" },
  mediaType: { de: "Medientyp", en: "Media type" },
  videoUrl: { de: "Video-Link (YouTube oder Vimeo)", en: "Video link (YouTube or Vimeo)" },
  file: { de: "Datei (Pfad oder URL)", en: "File (path or URL)" },
  onlineFrom: { de: "Online ab", en: "Online from" },
  onlineTo: { de: "Online bis", en: "Online until" },
} as const satisfies Record<string, Texts>;

/** SPEC §5/§9: text descriptions hold at most 3000 characters. */
export const textLimitHelp: Texts = { de: "Höchstens 3000 Zeichen.", en: "At most 3000 characters." };

/** For list modules whose entries are modules of their own, added on the page. */
export function ListNote({ items }: { items: Texts }) {
  const { lang } = useFields();
  return (
    <p className="module-field__help">
      {lang === "de"
        ? `Die Einträge (${items.de}) werden auf der Seite in die Liste eingefügt.`
        : `The entries (${items.en}) are added to the list on the page.`}
    </p>
  );
}
