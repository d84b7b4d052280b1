import { ClockText, DateTimeText } from "../../components/ui/DateTime";
import { SmartLink } from "../../components/ui/SmartLink";
import { formatPrice } from "../../i18n/format";
import { useT } from "../../i18n/use-lang";
import type { Lang } from "../../lib/languages";
import type { ShopLine } from "../../schemas/shop";

/*
 * How the web shop's pages show an item and the total. Apart from the cart page, so that the
 * checkout and order pages (each its own route chunk) do not load the cart's code with them.
 */

/** The line of a cart or order item: event, date, seat group, slot and price name. */
export function ItemDescription({ item, lang }: { item: ShopLine; lang: Lang }) {
  const t = useT();
  return (
    <>
      <SmartLink href={item.event.url} className="webshop-item__title">
        {item.event.title}
      </SmartLink>
      <span className="webshop-item__meta">
        <DateTimeText value={item.event.date_start} lang={lang} />
        {item.event.venue && `, ${[item.event.venue, item.event.room].filter(Boolean).join(", ")}`}
      </span>
      <span className="webshop-item__meta">
        {item.seat_group.name}
        {item.timeslot && (
          <>
            {`, ${t("webshop.timeslot")} `}
            <ClockText value={item.timeslot.time_start} lang={lang} />
          </>
        )}
        {` – ${item.price_name}`}
      </span>
    </>
  );
}

/** What a cart or order item costs: 'quantity × price = total'. */
export function ItemAmount({ item, currency }: { item: ShopLine; currency: string }) {
  return (
    <span className="webshop-item__meta">
      {`${item.quantity} × ${formatPrice(item.price, currency)} = ${formatPrice(item.total, currency)}`}
    </span>
  );
}

/** The grand total below the checkout's summary and on the order confirmation. */
export function SummaryTotal({ total, currency }: { total: string; currency: string }) {
  const t = useT();
  return (
    <p className="webshop-summary__total">
      <strong>{`${t("webshop.total")}: ${formatPrice(total, currency)}`}</strong>
    </p>
  );
}
