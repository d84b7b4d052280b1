import { lazy, type ReactNode, Suspense, useEffect, useId, useRef } from "react";
import { DateTimeText } from "../../components/ui/DateTime";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import { CART_URL_COOKIE, useCartAmount } from "../../lib/cart";
import { useCookie } from "../../lib/cookies";
import { toggleFavourite, useFavourites } from "../../lib/favourites";
import { inShopLanguage, type Lang } from "../../lib/languages";
import { useDisclosure } from "../../lib/use-disclosure";
import type { SiteSettings } from "../../schemas/settings";
import type { UserDetails } from "../../schemas/user";
import { Icon } from "./icons";

// Only a visitor holding tickets (the cart cookie says so, after hydration) loads the clock.
const ReservationClock = lazy(() =>
  import("./ReservationClock").then((module) => ({ default: module.ReservationClock })),
);

/** A cookie names the cart link, so only a site path or a web address is taken from it. */
export function cartLink(cookieUrl: string | undefined, fallback: string): string {
  const url = cookieUrl?.trim();
  if (url && ((url.startsWith("/") && !url.startsWith("//")) || /^https?:\/\//i.test(url))) return url;
  return fallback;
}

/** The number on a header entry: shown as a figure, read out as `label`; nothing for none. */
function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span className="top-nav__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
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
          {/* The CMS hub and its dashboard (SPEC §6): pages of the worker's app outside the site's languages. */}
          {user.admin_menus.map((entry) => (
            <li key={entry.url}>
              <a href={entry.url}>{entry.title}</a>
            </li>
          ))}
          <li>
            {/* Logging out is the worker's page: a full document request. */}
            <a href={user.logout_url}>{t("header.logout")}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * SPEC §2: the favourites entry leads to the start page of the visitor's language; the events
 * the visitor marked (issue 4: kept in this browser) are listed under it, each with a way to
 * drop it again.
 */
function FavouritesEntry({ lang }: { lang: Lang }) {
  const t = useT();
  const favourites = useFavourites();
  const { open, close, rootRef, buttonProps, panelId } = useDisclosure<HTMLDivElement>();
  const count = favourites.length;
  // With the last favourite gone (here or in another tab) the toggle and list go too: closed,
  // so their Escape and outside-press handling goes with them.
  useEffect(() => {
    if (count === 0) close();
  }, [count, close]);
  // A dropped favourite's button leaves the list: focus goes to the one now in its place, or
  // to the favourites link once the list is gone.
  const focusAfterRemoval = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the shorter list has rendered.
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>(".favourites-menu__remove") ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? rootRef.current?.querySelector("a");
    target?.focus();
  }, [favourites, rootRef]);
  return (
    <div ref={rootRef} className="favourites-menu">
      <SmartLink href={`/${lang}`} className="top-nav__link">
        <Icon name="heart" />
        <span className="top-nav__text">{t("header.favourites")}</span>
        <CountBadge count={count} label={t("header.favouritesCount", { count })} />
      </SmartLink>
      {count > 0 && (
        <>
          <button type="button" className="main-nav__toggle" {...buttonProps}>
            <Icon name="chevron" />
            <span className="visually-hidden">{t("header.favouritesList")}</span>
          </button>
          <div id={panelId} className="header-dropdown favourites-menu__dropdown" hidden={!open}>
            <ul>
              {favourites.map((favourite, index) => (
                <li key={favourite.id} className="favourites-menu__item">
                  <SmartLink href={favourite.url} onClick={close}>
                    <span className="favourites-menu__title">{favourite.title}</span>
                    <span className="favourites-menu__date">
                      <DateTimeText value={favourite.date_start} lang={lang} />
                    </span>
                  </SmartLink>
                  <button
                    type="button"
                    className="header-icon-button favourites-menu__remove"
                    onClick={() => {
                      focusAfterRemoval.current = index;
                      toggleFavourite(favourite);
                    }}
                    aria-label={t("header.favouriteRemove", { title: favourite.title })}
                  >
                    <Icon name="close" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
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
  const shopLink = settings.design.header.basketLink || settings.webshop_url;
  // The built-in shop shows the visitor's language when its link names it.
  const cartHref = cartLink(
    useCookie(CART_URL_COOKIE),
    shopLink.startsWith("/webshop") ? inShopLanguage(shopLink, lang) : shopLink,
  );
  // The cart is the shop's page (webshop layout or external): a full document request.
  const renderCartLink = (shown: number, time?: ReactNode) => (
    <a href={cartHref} className="top-nav__link">
      <Icon name="cart" />
      <span className="top-nav__text">{t("header.cart")}</span>
      <CountBadge count={shown} label={t("header.cartCount", { count: shown })} />
      {time}
    </a>
  );
  return (
    <nav aria-label={t("header.serviceNav")} className="top-nav">
      <ul className="top-nav__list">
        <li>
          <FavouritesEntry lang={lang} />
        </li>
        <li>
          {shopOnline ? (
            count > 0 ? (
              <Suspense fallback={renderCartLink(count)}>
                <ReservationClock lang={lang} amount={count} cartLink={renderCartLink} />
              </Suspense>
            ) : (
              renderCartLink(0)
            )
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
