import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { MainContent } from "../../components/layout/MainContent";
import { SmartLink } from "../../components/ui/SmartLink";
import { useLang, useT } from "../../i18n/use-lang";
import { useCartAmount } from "../../lib/cart";
import type { SiteSettings } from "../../schemas/settings";

/** SPEC §9 cart badge: the cart link with the count of the shop's last answer or the cookie. */
function CartBadge() {
  const t = useT();
  const amount = useCartAmount();
  return (
    <Link to="/webshop/cart" className="webshop__cart-link">
      {t("webshop.cart")}
      {amount !== null && amount > 0 && (
        <span className="webshop__badge">
          <span aria-hidden="true">{amount}</span>
          <span className="visually-hidden">{`, ${t("booking.ticketCount", { count: amount })}`}</span>
        </span>
      )}
    </Link>
  );
}

/**
 * The webshop layout (SPEC §2): a slim header with the way back to the site and the cart, then
 * the page; while the shop is offline, 'Webshop offline' above it (orders stay readable).
 */
export function WebshopLayout({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="webshop">
      <a className="skip-link" href="#main-content">
        {t("a11y.skipToContent")}
      </a>
      <header className="webshop__header">
        <div className="container webshop__bar">
          <SmartLink href={`/${lang}`} className="webshop__home">
            {settings.site_name}
          </SmartLink>
          <span className="webshop__name">{t("webshop.title")}</span>
          {settings.is_shop_online && (
            <nav aria-label={t("webshop.title")}>
              <CartBadge />
            </nav>
          )}
        </div>
      </header>
      <MainContent className="container webshop__main">
        {!settings.is_shop_online && <p className="webshop__offline">{t("booking.shopOffline")}</p>}
        {children}
      </MainContent>
    </div>
  );
}
