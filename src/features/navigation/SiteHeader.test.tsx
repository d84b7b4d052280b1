// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { act } from "react";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { BreakingNewsAlert } from "../../schemas/breaking-news";
import type { OpeningHoursToday } from "../../schemas/opening-hours";
import type { MenuEntry, NavResponse } from "../../schemas/pages";
import { DesignSettings, type SiteSettings } from "../../schemas/settings";
import type { UserDetails } from "../../schemas/user";
import { isHeaderScrolled, SiteHeader } from "./SiteHeader";
import { cartLink } from "./TopNav";

const entry = (id: number, name: string, url: string, children: MenuEntry[] = []): MenuEntry => ({
  id,
  url,
  menu_name: name,
  children,
  has_tab_navigation: false,
  is_external: false,
});

const navigation: NavResponse["navigation"] = {
  menu: [
    entry(1, "Programme", "/en/events", [
      entry(11, "Calendar", "/en/events"),
      entry(12, "Productions", "/en/productions"),
    ]),
    entry(2, "About us", "/en/about", [entry(21, "History", "/en/about/history")]),
    entry(3, "Contact", "/en/contact"),
  ],
  secondary: [entry(4, "Newsletter", "/en/form/newsletter/2")],
  footer: [],
};

function settingsWith(overrides: Partial<SiteSettings> = {}, design: Record<string, unknown> = {}): SiteSettings {
  return {
    status: "ok",
    site_name: "Kulturwerk",
    is_site_online: true,
    is_shop_online: true,
    html_header: "",
    html_footer_top: "",
    html_footer_bottom: "",
    html_footer_logos: "",
    login_url: "/login",
    logout_url: "/logout",
    webshop_url: "/webshop",
    design: v.parse(DesignSettings, { header: { basketLink: "/webshop/cart" }, ...design }),
    ...overrides,
  };
}

const visitor: UserDetails = {
  logged: false,
  is_logged_in: false,
  email: "",
  username: "",
  first_name: "",
  last_name: "",
  login_url: "/login?next=/en",
  logout_url: "/logout",
  webshop_url: "/webshop",
  has_dashboard_online_access: false,
  admin_menus: [],
  navigation: { menu: [], footer: [] },
};
const editor: UserDetails = {
  ...visitor,
  logged: true,
  is_logged_in: true,
  email: "editor@example.org",
  username: "editor",
  first_name: "Erika",
  last_name: "Mustermann",
};

const alert: BreakingNewsAlert = {
  id: 5,
  title: "New season",
  text: "Booking is open.",
  link: "/en/x",
  link_title: null,
};
const hours: OpeningHoursToday = {
  date: "2026-11-21",
  opening_hours: [
    { time_from: "10:00:00", time_to: "18:00:00", closed: false, alternative_link_url: null, alternative_text: null },
  ],
  opening_hours_exceptions: [],
};

const api = { get: vi.fn(async () => ({ data: [] })) } as unknown as ApiClient;

function Location() {
  return <output data-testid="location">{useRouterState({ select: (s) => s.location.pathname })}</output>;
}

async function flush() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The side panel is a lazy chunk: its first import takes a while. */
async function until(found: () => unknown) {
  for (let i = 0; i < 100 && !found(); i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

function clearCookies() {
  for (const name of ["breakingNews", "cartAmount", "cartUrl"]) {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up removes the cookies it wrote
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe("SiteHeader", () => {
  let cleanup = () => {};
  beforeEach(clearCookies);
  afterEach(() => {
    cleanup();
    clearCookies();
    vi.useRealTimers();
  });

  async function render({
    settings = settingsWith(),
    user = visitor as UserDetails | undefined,
    loaderData = undefined as unknown,
  } = {}) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["breaking-news", "en"], [alert]);
    queryClient.setQueryData(["opening-hours-today", "en"], hours);
    const view = await renderInRouter(
      <>
        <SiteHeader api={api} settings={settings} navigation={navigation} user={user} />
        <Location />
      </>,
      { path: "/en/start", queryClient, loaderData },
    );
    cleanup = view.cleanup;
    const $ = <T extends Element = HTMLElement>(selector: string) => view.container.querySelector<T>(selector);
    const button = (name: string) =>
      [...view.container.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
    const link = (name: string) =>
      [...view.container.querySelectorAll("a")].find((a) => a.textContent?.includes(name)) ?? null;
    return { view, $, button, link };
  }

  it("shows the page settings' header fragment only when there is one", async () => {
    const plain = await render();
    expect(plain.$(".site-header__fragment")).toBeNull();
    cleanup();
    const { $ } = await render({ settings: settingsWith({ html_header: "<p>Season opening on <b>Friday</b></p>" }) });
    expect($(".site-header__fragment b")?.textContent).toBe("Friday");
  });

  it("shows today's opening hours in the top header", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T08:30:00Z")); // 09:30 in Berlin
    const { $ } = await render();
    expect($(".opening-hours")?.textContent).toBe("Opening hours today: Open from 10:00");
  });

  describe("top navigation", () => {
    it("links favourites to the start page, the cart to the basket link and visitors to login_url", async () => {
      const { link } = await render();
      expect(link("Favourites")?.getAttribute("href")).toBe("/en");
      // The built-in shop's cart, in the page's language.
      expect(link("Cart")?.getAttribute("href")).toBe("/webshop/cart?lang=en");
      expect(link("Log in")?.getAttribute("href")).toBe("/login?next=/en");
    });

    it("reads the cart count and link from the cart cookies", async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the shop sets these cookies
      document.cookie = "cartAmount=3; Path=/";
      // biome-ignore lint/suspicious/noDocumentCookie: the shop sets these cookies
      document.cookie = `cartUrl=${encodeURIComponent("https://shop.example/cart/abc")}; Path=/`;
      // The reservation clock this count loads finds no cart: the cookie's count stands.
      vi.stubGlobal("fetch", async () => new Response(null, { status: 404 }));
      const { link, $ } = await render();
      expect($(".top-nav__badge")?.textContent).toBe("33 tickets in cart");
      expect(link("Cart")?.getAttribute("href")).toBe("https://shop.example/cart/abc");
    });

    it("shows a logged-in user's name with a 'My Area' dropdown holding My Profile and Log out", async () => {
      const { button, link, $ } = await render({ user: editor });
      const toggle = button("Erika Mustermann");
      expect(toggle?.getAttribute("aria-expanded")).toBe("false");
      expect(link("Log in")).toBeNull();
      act(() => toggle?.click());
      expect(toggle?.getAttribute("aria-expanded")).toBe("true");
      const dropdown = $(`#${CSS.escape(toggle?.getAttribute("aria-controls") ?? "")}`);
      expect(dropdown?.hidden).toBe(false);
      expect(dropdown?.querySelector(".account-menu__title")?.textContent).toBe("My Area");
      expect(link("My Profile")?.getAttribute("href")).toBe("/en/user/profile");
      expect(link("Log out")?.getAttribute("href")).toBe("/logout");
      expect(link("CMS")).toBeNull();
    });

    it("offers the CMS hub and its dashboard in the account menu of an editor who has them", async () => {
      const admin = {
        ...editor,
        admin_menus: [
          { title: "CMS", url: "/cms-hub" },
          { title: "Dashboard", url: "/cms-hub/dashboard" },
        ],
      };
      const { link } = await render({ user: admin });
      expect(link("CMS")?.getAttribute("href")).toBe("/cms-hub");
      expect(link("Dashboard")?.getAttribute("href")).toBe("/cms-hub/dashboard");
    });

    it("marks cart and account with a 'Webshop offline' tooltip while the shop is offline", async () => {
      const { link, button } = await render({ settings: settingsWith({ is_shop_online: false }) });
      expect(link("Cart")).toBeNull();
      expect(link("Log in")).toBeNull();
      for (const name of ["Cart", "Log in"]) {
        const entry = button(name);
        expect(entry?.getAttribute("aria-disabled")).toBe("true");
        const tooltip = document.getElementById(entry?.getAttribute("aria-describedby") ?? "");
        expect(tooltip?.getAttribute("role")).toBe("tooltip");
        expect(tooltip?.textContent).toBe("Webshop offline");
      }
    });
  });

  describe("desktop menu", () => {
    it("opens one submenu at a time and closes it on Escape with focus back on its toggle", async () => {
      const { button, $ } = await render();
      const programme = button("Open submenu Programme");
      const about = button("Open submenu About us");
      expect(button("Open submenu Contact")).toBeNull();
      act(() => programme?.click());
      expect(programme?.getAttribute("aria-expanded")).toBe("true");
      expect($("#main-nav-1")?.hidden).toBe(false);
      act(() => about?.click());
      expect(programme?.getAttribute("aria-expanded")).toBe("false");
      expect($("#main-nav-1")?.hidden).toBe(true);
      expect($("#main-nav-2")?.hidden).toBe(false);
      act(() => {
        about?.focus();
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
      });
      expect(about?.getAttribute("aria-expanded")).toBe("false");
      expect(document.activeElement).toBe(about);
    });

    it("closes the open submenu when the route changes", async () => {
      const { button, link, $ } = await render();
      act(() => button("Open submenu Programme")?.click());
      const productions = link("Productions");
      await act(async () => productions?.click());
      await flush();
      expect($('[data-testid="location"]')?.textContent).toBe("/en/productions");
      expect($("#main-nav-1")?.hidden).toBe(true);
    });
  });

  describe("burger and side panel", () => {
    it("opens the side panel from the design setting's side, locks scrolling, and Escape returns focus", async () => {
      const { button, $ } = await render({ settings: settingsWith({}, { menu: { sidePanel: "left" } }) });
      const burger = button("Open menu");
      await act(async () => burger?.click());
      await until(() => $('[role="dialog"]'));
      const panel = $('[role="dialog"]');
      expect(panel?.classList.contains("side-panel--left")).toBe(true);
      expect(burger?.getAttribute("aria-expanded")).toBe("true");
      expect(burger?.getAttribute("aria-controls")).toBe(panel?.id);
      expect(panel?.querySelector('nav[aria-label="Main menu"]')?.textContent).toContain("History");
      expect(panel?.querySelector('nav[aria-label="More links"]')?.textContent).toContain("Newsletter");
      expect(document.activeElement?.textContent).toBe("Close menu");
      expect(document.body.style.overflow).toBe("hidden");
      act(() => {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }),
        );
      });
      expect($('[role="dialog"]')).toBeNull();
      expect(document.activeElement).toBe(burger);
      expect(document.body.style.overflow).toBe("");
    });

    it("closes the side panel on a click outside it and on a link click", async () => {
      const { button, $ } = await render();
      await act(async () => button("Open menu")?.click());
      await until(() => $('[role="dialog"]'));
      act(() => {
        $(".side-panel-backdrop")?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      });
      expect($('[role="dialog"]')).toBeNull();
      await act(async () => button("Open menu")?.click());
      await until(() => $('[role="dialog"]'));
      const history = [...($('[role="dialog"]')?.querySelectorAll("a") ?? [])].find((a) => a.textContent === "History");
      await act(async () => history?.click());
      await flush();
      expect($('[role="dialog"]')).toBeNull();
      expect($('[data-testid="location"]')?.textContent).toBe("/en/about/history");
    });

    it("keeps Tab inside the panel", async () => {
      const { button, $ } = await render();
      await act(async () => button("Open menu")?.click());
      await until(() => $('[role="dialog"]'));
      const panel = $('[role="dialog"]');
      const focusable = [...(panel?.querySelectorAll<HTMLElement>("a[href], button, input") ?? [])];
      // happy-dom lays nothing out, so every element counts as visible here.
      for (const element of focusable) element.getClientRects = () => [{}] as unknown as DOMRectList;
      const last = focusable.at(-1);
      act(() => last?.focus());
      const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
      act(() => {
        last?.dispatchEvent(tab);
      });
      expect(tab.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(focusable[0]);
    });
  });

  describe("top alert", () => {
    it("shows the first alert; closing stores its id in the cookie and hides it", async () => {
      const { $, button } = await render();
      expect($(".top-alert")?.textContent).toContain("New season");
      expect($(".top-alert a")?.textContent).toBe("Learn more");
      act(() => button("Close notice")?.click());
      expect($(".top-alert")).toBeNull();
      expect(document.cookie).toContain("breakingNews=5");
      expect(document.activeElement).toBe($("header"));
    });

    it("stays hidden when the cookie names this alert", async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: a dismissal from an earlier visit
      document.cookie = "breakingNews=5; Path=/";
      const { $ } = await render();
      expect($(".top-alert")).toBeNull();
    });

    it("hides while the menu is open and returns when it closes", async () => {
      const { $, button } = await render();
      await act(async () => button("Open menu")?.click());
      await until(() => $('[role="dialog"]'));
      expect($(".top-alert")).toBeNull();
      act(() => button("Close menu")?.click());
      expect($(".top-alert")).not.toBeNull();
    });
  });

  it("a landing page shows only the logo", async () => {
    const { $, view } = await render({ loaderData: { landing: true } });
    expect($("header")?.textContent).toBe("Kulturwerk");
    expect(view.container.querySelectorAll("nav")).toHaveLength(0);
    expect($(".top-alert")).toBeNull();
    expect($(".opening-hours")).toBeNull();
  });
});

describe("header rules", () => {
  it("turns the header to its scrolled state after a quarter of the viewport height", () => {
    expect(isHeaderScrolled(200, 800)).toBe(false);
    expect(isHeaderScrolled(201, 800)).toBe(true);
    expect(isHeaderScrolled(0, 800)).toBe(false);
  });

  it("takes the cart link from the cookie only when it is a site path or web address", () => {
    expect(cartLink("/webshop/cart/1", "/basket")).toBe("/webshop/cart/1");
    expect(cartLink("https://shop.example/c", "/basket")).toBe("https://shop.example/c");
    expect(cartLink("javascript:alert(1)", "/basket")).toBe("/basket");
    expect(cartLink("//evil.example", "/basket")).toBe("/basket");
    expect(cartLink(undefined, "/basket")).toBe("/basket");
  });
});
