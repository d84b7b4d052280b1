import { useId } from "react";
import { SmartLink } from "../../components/ui/SmartLink";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import { CART_URL_COOKIE, useCartAmount } from "../../lib/cart";
import { useCookie } from "../../lib/cookies";
import { useFavourites } from "../../lib/favourites";
import { useDisclosure } from "../../lib/use-disclosure";
import type { SiteSettings } from "../../schemas/settings";
import type { UserDetails } from "../../schemas/user";
import { inShopLanguage } from "../webshop/paths";
import { Icon } from "./icons";

/** A cookie names the cart link, so only a site path or a web address is taken from it. */
export function cartLink(cookieUrl: string | undefined, fallback: string): string {
  const url = cookieUrl?.trim();
  if (url && ((url.startsWith("/") && !url.startsWith("//")) || /^https?:\/\//i.test(url))) return url;
  return fallback;
}

/** An entry the offline shop disables: still focusable, so the 'Webshop offline' tooltip can be read. */
function OfflineEntry({ icon, label }: { icon: "cart" | "user"; label: string }) {
  const t = useT();
  const tipId = useId();
  return (
    <span className="has-tooltip">
      <button type="button" className="top-nav__link is-offline" aria-disabled="true" aria-describedby={tipId}>
        <Icon name={icon} />
        <span className="top-nav__text">{label}</span>
      </button>
      <span role="tooltip" id={tipId} className="tooltip">
        {t("header.webshopOffline")}
      </span>
    </span>
  );
}

function AccountMenu({ user, lang, shopOnline }: { user: UserDetails; lang: Lang; shopOnline: boolean }) {
  const t = useT();
  const { open, close, rootRef, buttonProps, panelId } = useDisclosure<HTMLDivElement>();
  const tipId = useId();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <div ref={rootRef} className={`account-menu${shopOnline ? "" : " has-tooltip"}`}>
      <button
        type="button"
        className="top-nav__link"
        {...buttonProps}
        aria-describedby={shopOnline ? undefined : tipId}
      >
        <Icon name="user" />
        <span className="top-nav__text">{name}</span>
      </button>
      {!shopOnline && (
        <span role="tooltip" id={tipId} className="tooltip">
          {t("header.webshopOffline")}
        </span>
      )}
      <div id={panelId} className="header-dropdown account-menu__dropdown" hidden={!open}>
        <p className="account-menu__title">{t("header.myArea")}</p>
        <ul>
          <li>
            <SmartLink href={`/${lang}/user/profile`} onClick={close}>
              {t("header.myProfile")}
            </SmartLink>
          </li>
          <li>
            {/* Logging out is the worker's page: a full document request. */}
            <a href={user.logout_url}>{t("header.logout")}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

interface TopNavProps {
  lang: Lang;
  settings: SiteSettings;
  /** Undefined while (or because) the user call did not answer: treated as a visitor. */
  user: UserDetails | undefined;
}

/** Favourites, cart and account (SPEC §2 "Header"). */
export function TopNav({ lang, settings, user }: TopNavProps) {
  const t = useT();
  const shopOnline = settings.is_shop_online;
  const count = useCartAmount() ?? 0;
  const favourites = useFavourites().length;
  const shopLink = settings.design.header.basketLink || settings.webshop_url;
  // The built-in shop shows the visitor's language when its link names it.
  const cartHref = cartLink(
    useCookie(CART_URL_COOKIE),
    shopLink.startsWith("/webshop") ? inShopLanguage(shopLink, lang) : shopLink,
  );
  return (
    <nav aria-label={t("header.serviceNav")} className="top-nav">
      <ul className="top-nav__list">
        <li>
          {/* SPEC §2: the favourites entry leads to the start page of the visitor's language. */}
          <SmartLink href={`/${lang}`} className="top-nav__link">
            <Icon name="heart" />
            <span className="top-nav__text">{t("header.favourites")}</span>
            {favourites > 0 && (
              <span className="top-nav__badge">
                <span aria-hidden="true">{favourites}</span>
                <span className="visually-hidden">{t("header.favouritesCount", { count: favourites })}</span>
              </span>
            )}
          </SmartLink>
        </li>
        <li>
          {shopOnline ? (
            // The cart is the shop's page (webshop layout or external): a full document request.
            <a href={cartHref} className="top-nav__link">
              <Icon name="cart" />
              <span className="top-nav__text">{t("header.cart")}</span>
              {count > 0 && (
                <span className="top-nav__badge">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{t("header.cartCount", { count })}</span>
                </span>
              )}
            </a>
          ) : (
            <OfflineEntry icon="cart" label={t("header.cart")} />
          )}
        </li>
        <li>
          {user?.is_logged_in ? (
            <AccountMenu user={user} lang={lang} shopOnline={shopOnline} />
          ) : shopOnline ? (
            <a href={user?.login_url || settings.login_url} className="top-nav__link">
              <Icon name="user" />
              <span className="top-nav__text">{t("header.login")}</span>
            </a>
          ) : (
            <OfflineEntry icon="user" label={t("header.login")} />
          )}
        </li>
      </ul>
    </nav>
  );
}
