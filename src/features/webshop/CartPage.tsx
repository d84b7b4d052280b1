import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { ShopError } from "../../components/ui/ShopError";
import { SmartLink } from "../../components/ui/SmartLink";
import { formatPrice } from "../../i18n/format";
import { toPublicPath } from "../../i18n/paths";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { setCartAmount } from "../../lib/cart";
import type { Lang } from "../../lib/languages";
import { listenToOtherTabs, tellOtherTabs } from "../../lib/reservation";
import { type Cart, MAX_TICKETS_PER_CALL } from "../../schemas/shop";
import { Countdown } from "./Countdown";
import { cartQuery, changeQuantity, extendCart, removeItem, type ShopResult } from "./queries";
import { ItemDescription } from "./ShopLine";

interface CartViewProps {
  api: ApiClient;
  lang: Lang;
  currency: string;
}

/** Keeps every cart badge in step with the cart the page shows. */
function useCartBadgeSync(cart: Cart): void {
  useEffect(() => setCartAmount(cart.tickets_quantity), [cart.tickets_quantity]);
}

/** The cart (issue 4 web shop): items with quantity and remove, the reservation countdown, checkout. */
export function CartPage({ api, lang, currency }: CartViewProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = cartQuery(api, lang);
  const { data: cart } = useSuspenseQuery(query);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ShopResult<Cart> | null>(null);
  // What the last change did, for the status region: focus stays on a quantity button and
  // nothing else on screen says the change was made.
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const errorMessage = useRef<HTMLParagraphElement>(null);
  useCartBadgeSync(cart);
  // A failed change reloads the cart, which can take away the row whose button had the focus.
  useEffect(() => {
    if (failure) errorMessage.current?.focus();
  }, [failure]);
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: query.queryKey }),
    [queryClient, query.queryKey],
  );
  // An extension or the end in another tab (its header clock or cart page) shows here too.
  useEffect(() => listenToOtherTabs(reload), [reload]);

  /** Runs a cart change; on success says `done`, and `moveFocus` hands focus on before its control goes. */
  const apply = async (call: () => Promise<ShopResult<Cart>>, done: string, moveFocus = false) => {
    setBusy(true);
    setFailure(null);
    setAnnouncement("");
    const result = await call();
    setBusy(false);
    if (result.ok) {
      if (moveFocus) heading.current?.focus();
      queryClient.setQueryData(query.queryKey, result.value);
      setAnnouncement(done);
    } else {
      setFailure(result);
      // A reservation that ended is gone from the cart: show what is left.
      reload();
    }
  };

  const extend = () =>
    !busy &&
    apply(
      async () => {
        const result = await extendCart(lang);
        if (result.ok) tellOtherTabs({ kind: "changed" });
        return result;
      },
      t("webshop.extended"),
      true,
    );

  const changeItemQuantity = (id: number, name: string, quantity: number) =>
    apply(() => changeQuantity(lang, id, { quantity }), `${name}: ${t("booking.ticketCount", { count: quantity })}`);

  return (
    <div className="webshop-cart">
      <h1 ref={heading} tabIndex={-1}>
        {t("webshop.cart")}
      </h1>
      <div role="status" className="webshop__status">
        {busy ? t("webshop.updating") : announcement}
      </div>
      {failure && !failure.ok && <ShopError code={failure.error?.response_code ?? null} focusRef={errorMessage} />}
      {cart.items.length === 0 ? (
        <>
          <p>{t("webshop.empty")}</p>
          <p>
            <SmartLink href={toPublicPath(`/${lang}/events`)} className="button">
              {t("webshop.toProgramme")}
            </SmartLink>
          </p>
        </>
      ) : (
        <>
          {cart.expires_at && (
            <Countdown
              expiresAt={cart.expires_at}
              serverNow={cart.now}
              onExpired={reload}
              onExtend={cart.extendable ? extend : undefined}
              busy={busy}
            />
          )}
          <table className="webshop-table">
            <caption className="visually-hidden">{t("webshop.cart")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("webshop.item")}</th>
                <th scope="col">{t("webshop.price")}</th>
                <th scope="col">{t("webshop.quantity")}</th>
                <th scope="col">{t("webshop.total")}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {cart.items.map((item) => {
                const name = `${item.event.title}, ${item.seat_group.name}, ${item.price_name}`;
                return (
                  <tr key={item.id}>
                    <td className="webshop-item">
                      <ItemDescription item={item} lang={lang} />
                    </td>
                    <td>{formatPrice(item.price, currency)}</td>
                    <td>
                      <span className="booking-widget__quantity">
                        <button
                          type="button"
                          aria-label={t("booking.decrease", { name })}
                          aria-disabled={busy || item.quantity <= 1}
                          onClick={() =>
                            !busy && item.quantity > 1 && changeItemQuantity(item.id, name, item.quantity - 1)
                          }
                        >
                          −
                        </button>
                        <span className="booking-widget__amount">
                          <span className="visually-hidden">{`${t("booking.amountOf", { name })}: `}</span>
                          <span className="booking-widget__count">{item.quantity}</span>
                        </span>
                        <button
                          type="button"
                          aria-label={t("booking.increase", { name })}
                          aria-disabled={busy || item.quantity >= MAX_TICKETS_PER_CALL}
                          onClick={() =>
                            !busy &&
                            item.quantity < MAX_TICKETS_PER_CALL &&
                            changeItemQuantity(item.id, name, item.quantity + 1)
                          }
                        >
                          +
                        </button>
                      </span>
                    </td>
                    <td>{formatPrice(item.total, currency)}</td>
                    <td>
                      <button
                        type="button"
                        className="link-button webshop__remove"
                        aria-disabled={busy}
                        onClick={() =>
                          !busy && apply(() => removeItem(lang, item.id), t("webshop.removed", { name }), true)
                        }
                      >
                        {t("webshop.remove")}
                        <span className="visually-hidden">{`: ${name}`}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t("webshop.total")}
                </th>
                <td>{formatPrice(cart.total, currency)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
          <p className="webshop__actions">
            <Link to="/webshop/checkout" className="button">
              {t("webshop.toCheckout")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
