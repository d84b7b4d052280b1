import { FIELD_LABELS } from "../../field-labels";
import { useFields } from "./context";
import type { Texts } from "./fields";

/** Labels of the fields many module forms share (SPEC §3 names), in German and English. */
export const labels = {
  anchor: FIELD_LABELS.anchor,
  extraClass: FIELD_LABELS.extra_class,
  image: FIELD_LABELS.image,
  link: FIELD_LABELS.link,
  linkText: FIELD_LABELS.link_text,
  preline: FIELD_LABELS.preline,
  headline: FIELD_LABELS.headline,
  subline: FIELD_LABELS.subline,
  text: FIELD_LABELS.text,
  title: FIELD_LABELS.title,
  caption: FIELD_LABELS.caption,
  description: FIELD_LABELS.description,
  sticky: FIELD_LABELS.sticky,
  newWindow: FIELD_LABELS.open_new_window,
  embed: FIELD_LABELS.embed,
  mediaType: FIELD_LABELS.media_type,
  videoUrl: FIELD_LABELS.video_url,
  file: FIELD_LABELS.file,
  onlineFrom: FIELD_LABELS.online_from,
  onlineTo: FIELD_LABELS.online_to,
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
