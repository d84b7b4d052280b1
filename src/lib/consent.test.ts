import { beforeEach, describe, expect, it, vi } from "vitest";

type ConsentModule = typeof import("./consent");
let consent: ConsentModule;

beforeEach(async () => {
  vi.resetModules();
  consent = await import("./consent");
});

describe("consent store", () => {
  it("grants only required until the dialog reports a choice", () => {
    expect(consent.isGranted("required")).toBe(true);
    expect(consent.isGranted("media")).toBe(false);
    consent.setGrantedCategories(["media", "unknown"]);
    expect(consent.isGranted("media")).toBe(true);
    expect(consent.isGranted("tracking")).toBe(false);
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
    const load = vi.fn();
    consent.setConsentBackendLoader(load);
    consent.acceptConsent("media");
    expect(consent.isGranted("media")).toBe(true);
    expect(load).toHaveBeenCalled();
    // The dialog reads its (empty) cookie before it registers: the visitor's click still counts.
    consent.setGrantedCategories([]);
    expect(consent.isGranted("media")).toBe(true);
    const backend = {
      accept: vi.fn((category: string) => consent.setGrantedCategories([category])),
      showSettings: vi.fn(),
    };
    consent.registerConsentBackend(backend);
    expect(backend.accept).toHaveBeenCalledWith("media");
    expect(backend.showSettings).not.toHaveBeenCalled();
    // Stored now: a later read without it (the visitor withdrew it) revokes it.
    consent.setGrantedCategories([]);
    expect(consent.isGranted("media")).toBe(false);
  });
});
