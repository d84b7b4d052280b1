import { useSuspenseQuery } from "@tanstack/react-query";
import { DateTimeText } from "../../components/ui/DateTime";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { orderQuery } from "./queries";
import { ItemAmount, ItemDescription, SummaryTotal } from "./ShopLine";

/** The order confirmation: buyer, items and one ticket code per seat. */
export function OrderPage({
  api,
  lang,
  code,
  currency,
}: {
  api: ApiClient;
  lang: Lang;
  code: string;
  currency: string;
}) {
  const t = useT();
  const { data: order } = useSuspenseQuery(orderQuery(api, lang, code));
  return (
    <div className="webshop-order">
      <h1>{t("webshop.orderTitle")}</h1>
      <p>
        <strong>{t("webshop.orderCode", { code: order.code })}</strong>
        {" · "}
        <DateTimeText value={order.created_at} lang={lang} />
      </p>
      <p>{t("webshop.orderFor", { name: order.name, email: order.email })}</p>
      <p>{t("webshop.showCodes")}</p>
      <ul className="webshop-order__items">
        {order.items.map((item) => (
          <li key={item.tickets.map((ticket) => ticket.code).join(" ")} className="webshop-item">
            <ItemDescription item={item} lang={lang} />
            <ItemAmount item={item} currency={currency} />
            <ul className="webshop-order__codes" aria-label={t("webshop.ticketCodes")}>
              {item.tickets.map((ticket) => (
                <li key={ticket.code}>
                  <code>{ticket.code}</code>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <SummaryTotal total={order.total} currency={currency} />
    </div>
  );
}
