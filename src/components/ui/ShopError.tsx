import type { ReactNode, Ref } from "react";
import { useT } from "../../i18n/use-lang";
import { ShopCode } from "../../schemas/shop";

/**
 * A failed shop call in SPEC §8's words: 'Unfortunately, that didn't work.', the -214 and -204
 * texts and 'Error {code}'; `children` add what the caller offers instead (the web-shop link).
 */
export function ShopError({
  code,
  focusRef,
  children,
}: {
  code: number | null;
  /** The headline, for callers that move the focus to the message. */
  focusRef?: Ref<HTMLParagraphElement>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="shop-error" role="alert">
      <p tabIndex={focusRef ? -1 : undefined} ref={focusRef}>
        <strong>{t("booking.failed")}</strong>
      </p>
      {code === ShopCode.seatsShort && <p>{t("booking.error214")}</p>}
      {code === ShopCode.reservationGone && <p>{t("booking.error204")}</p>}
      {children}
      {code !== null && <p className="shop-error__code">{t("booking.errorCode", { code: String(code) })}</p>}
    </div>
  );
}
