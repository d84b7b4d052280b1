import { useT } from "../../i18n/use-lang";

/** `tel:` target of a printed number: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/[^0-9]/g, "")}`;
}

/** E-mail and phone as mailto/tel links in a description list; nothing when both are missing. */
export function ContactLinks({ email, phone }: { email: string | null; phone: string | null }) {
  const t = useT();
  if (!email && !phone) return null;
  return (
    <dl className="contact">
      {email && (
        <>
          <dt>{t("contact.email")}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </>
      )}
      {phone && (
        <>
          <dt>{t("contact.phone")}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
