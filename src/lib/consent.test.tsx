// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type ConsentModule = typeof import("./consent");
let consent: ConsentModule;
let unmount = () => {};

beforeEach(async () => {
  vi.resetModules();
  consent = await import("./consent");
});

afterEach(() => unmount());

/** Shows `category` while useConsent reports it granted. */
function GrantedCategory({ category }: { category: ConsentModule["consentCategories"][number] }) {
  return consent.useConsent(category) ? <span data-category={category} /> : null;
}

/** Renders what components see of the store; returns the categories they see granted, kept current. */
function watchConsent(): () => string[] {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() =>
    root.render(consent.consentCategories.map((category) => <GrantedCategory key={category} category={category} />)),
  );
  unmount = () => act(() => root.unmount());
  return () => [...container.querySelectorAll<HTMLElement>("[data-category]")].map((el) => el.dataset.category ?? "");
}

describe("isTrackingCookie", () => {
  it("matches the Google Analytics and Ads cookies", () => {
    for (const name of ["_ga", "_ga_X", "_gat", "_gat_UA-1", "_gac_UA-1", "_gid", "_gcl_au"]) {
      expect(consent.isTrackingCookie(name), name).toBe(true);
    }
  });

  it("leaves other cookies that merely start alike", () => {
    for (const name of ["_gallery", "_gacx", "cartAmount"]) {
      expect(consent.isTrackingCookie(name), name).toBe(false);
    }
  });
});

describe("consent store", () => {
  it("grants only required until the dialog reports a choice", () => {
    const granted = watchConsent();
    expect(granted()).toEqual(["required"]);
    act(() => consent.setGrantedCategories(["media", "unknown"]));
    expect(granted()).toEqual(["required", "media"]);
  });

  it("loads the dialog when settings are asked for early and opens them once it registers", () => {
    const load = vi.fn();
    consent.setConsentBackendLoader(load);
    consent.showConsentSettings();
    expect(load).toHaveBeenCalledTimes(1);
    const backend = { accept: vi.fn(), showSettings: vi.fn() };
    consent.registerConsentBackend(backend);
    expect(backend.showSettings).toHaveBeenCalledTimes(1);
    consent.showConsentSettings();
    expect(backend.showSettings).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps an early acceptance through the dialog's first read and hands it over to be stored", () => {
    const granted = watchConsent();
    const load = vi.fn();
    consent.setConsentBackendLoader(load);
    act(() => consent.acceptConsent("media"));
    expect(granted()).toContain("media");
    expect(load).toHaveBeenCalled();
    // The dialog reads its (empty) cookie before it registers: the visitor's click still counts.
    act(() => consent.setGrantedCategories([]));
    expect(granted()).toContain("media");
    const backend = {
      accept: vi.fn((category: string) => consent.setGrantedCategories([category])),
      showSettings: vi.fn(),
    };
    act(() => consent.registerConsentBackend(backend));
    expect(backend.accept).toHaveBeenCalledWith("media");
    expect(backend.showSettings).not.toHaveBeenCalled();
    // Stored now: a later read without it (the visitor withdrew it) revokes it.
    act(() => consent.setGrantedCategories([]));
    expect(granted()).not.toContain("media");
  });
});
