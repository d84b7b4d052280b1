import { describe, expect, it } from "vitest";
import { consentChoice, cookieDomains, readConsentChoice, refusesSomething } from "./stored-choice";

const at = new Date("2026-11-21T10:00:00.000Z");
const cookieOf = (value: unknown) => `csrftoken=x; cc_cookie=${encodeURIComponent(JSON.stringify(value))}; other=1`;

describe("consentChoice", () => {
  it("always grants required, drops unknown names and lists the kinds of each granted category", () => {
    const choice = consentChoice(["media", "cookies-for-all", "media"], null, at);
    expect(choice.categories).toEqual(["required", "media"]);
    expect(choice.services).toEqual({ required: [], tracking: [], media: ["video", "audio"], marketing: [] });
    expect(choice.consentTimestamp).toBe("2026-11-21T10:00:00.000Z");
    expect(choice.lastConsentTimestamp).toBe("2026-11-21T10:00:00.000Z");
  });

  it("keeps the time of the first choice when the visitor chooses again", () => {
    const first = consentChoice([], null, at);
    const second = consentChoice(["tracking"], first, new Date("2026-12-01T08:00:00.000Z"));
    expect(second.consentTimestamp).toBe("2026-11-21T10:00:00.000Z");
    expect(second.lastConsentTimestamp).toBe("2026-12-01T08:00:00.000Z");
    expect(second.services.tracking).toEqual(["analytics", "ads", "business_tools", "marketing"]);
  });
});

describe("readConsentChoice", () => {
  it("reads the stored categories back", () => {
    const stored = consentChoice(["tracking", "marketing"], null, at);
    const read = readConsentChoice(cookieOf(stored));
    expect(read?.categories).toEqual(["required", "tracking", "marketing"]);
    expect(read?.consentTimestamp).toBe("2026-11-21T10:00:00.000Z");
  });

  it("keeps both times, and a choice stored without times gets them when the visitor chooses again", () => {
    const first = consentChoice(["media"], null, at);
    const again = consentChoice(["media", "tracking"], first, new Date("2026-12-01T08:00:00.000Z"));
    expect(readConsentChoice(cookieOf(again))).toMatchObject({
      consentTimestamp: "2026-11-21T10:00:00.000Z",
      lastConsentTimestamp: "2026-12-01T08:00:00.000Z",
    });
    const untimed = readConsentChoice(cookieOf({ categories: ["required"] }));
    expect(consentChoice([], untimed, at).consentTimestamp).toBe("2026-11-21T10:00:00.000Z");
  });

  it("treats a missing, unreadable or malformed cookie as no choice", () => {
    expect(readConsentChoice("csrftoken=x")).toBeNull();
    expect(readConsentChoice("cc_cookie=%7Bnot-json")).toBeNull();
    expect(readConsentChoice(cookieOf({ categories: "tracking" }))).toBeNull();
    expect(readConsentChoice(cookieOf(["tracking"]))).toBeNull();
    expect(readConsentChoice(cookieOf(null))).toBeNull();
    expect(readConsentChoice(cookieOf({ categories: ["tracking", 7] }))).toBeNull();
    expect(readConsentChoice(cookieOf({ categories: [], consentTimestamp: 1700000000 }))).toBeNull();
    expect(readConsentChoice(cookieOf({ categories: [], lastConsentTimestamp: null }))).toBeNull();
  });
});

describe("refusesSomething", () => {
  it("is true without a choice and for any refused category, false when all were granted", () => {
    expect(refusesSomething(null)).toBe(true);
    expect(refusesSomething(consentChoice([], null, at))).toBe(true);
    expect(refusesSomething(consentChoice(["tracking", "media"], null, at))).toBe(true);
    expect(refusesSomething(consentChoice(["tracking", "media", "marketing"], null, at))).toBe(false);
  });
});

describe("cookieDomains", () => {
  it("lists the host and its parent domains, never a top-level domain alone", () => {
    expect(cookieDomains("www.kulturwerk.de")).toEqual(["www.kulturwerk.de", "kulturwerk.de"]);
    expect(cookieDomains("kulturwerk.de")).toEqual(["kulturwerk.de"]);
  });

  it("takes an IP address or a single-label host as it is", () => {
    expect(cookieDomains("127.0.0.1")).toEqual(["127.0.0.1"]);
    expect(cookieDomains("localhost")).toEqual(["localhost"]);
  });
});
