/** The header's line icons, drawn by header.css (`.icon--{name}`); decorative, so hidden from assistive technology. */
export type IconName = "search" | "close" | "heart" | "menu" | "cart" | "user" | "chevron";

export function Icon({ name }: { name: IconName }) {
  return <span className={`icon icon--${name}`} aria-hidden="true" />;
}
