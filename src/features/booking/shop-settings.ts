import type { SiteSettings } from "../../schemas/settings";

/** What booking UI needs from the site settings, passed down from the route. */
export interface ShopSettings {
  /** SPEC §3 page settings: false shows 'Webshop offline' instead of booking. */
  online: boolean;
  /** SPEC §9 currency, default '€'. */
  currency: string;
  /** Where 'Zum Webshop' leads when the event names no ticket page. */
  webshopUrl: string;
  /** SPEC §9 design flag: cards open the booking widget in place. */
  quickBuy: boolean;
}

export function shopSettingsOf(settings: SiteSettings): ShopSettings {
  return {
    online: settings.is_shop_online,
    currency: settings.design.currency,
    webshopUrl: settings.design.header.webshopLink || settings.webshop_url,
    quickBuy: settings.design.quickBuy,
  };
}
