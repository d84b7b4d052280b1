// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { consentBannerHtml } from "./banner-html";
import en from "./texts/en.json";

describe("consentBannerHtml", () => {
  it("is a non-modal dialog named and described by its texts, with the three choices", () => {
    const template = document.createElement("template");
    template.innerHTML = consentBannerHtml("en", en);
    const dialog = template.content.firstElementChild as HTMLDialogElement;
    expect(template.content.childElementCount).toBe(1);
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.id).toBe("consent-banner");
    expect(dialog.lang).toBe("en");
    expect(dialog.getAttribute("aria-label")).toBe("Cookie consent");
    expect(dialog.querySelector(`#${dialog.getAttribute("aria-describedby")}`)?.textContent).toBe(
      `${en.description} ${en.privacyLink}`,
    );
    expect(dialog.querySelector("a")?.getAttribute("href")).toBe("/en/datenschutz");
    expect(
      [...dialog.querySelectorAll("button")].map((button) => [button.dataset.consent, button.textContent]),
    ).toEqual([
      ["all", "Accept all"],
      ["necessary", "Necessary only"],
      ["settings", "Settings"],
    ]);
  });

  it("writes texts as text, never as markup", () => {
    const hostile = { ...en, label: 'x" onclick="alert(1)', title: "<img src=x onerror=alert(1)>", acceptAll: "A & B" };
    const template = document.createElement("template");
    template.innerHTML = consentBannerHtml("en", hostile);
    const dialog = template.content.firstElementChild as HTMLDialogElement;
    expect(dialog.getAttribute("aria-label")).toBe(hostile.label);
    expect(dialog.hasAttribute("onclick")).toBe(false);
    expect(dialog.querySelector("img")).toBeNull();
    expect(dialog.querySelector("h2")?.textContent).toBe(hostile.title);
    expect(dialog.querySelector('[data-consent="all"]')?.textContent).toBe("A & B");
  });
});
