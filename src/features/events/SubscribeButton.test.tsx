// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import { SubscribeButton } from "./SubscribeButton";

let cleanup = () => {};
afterEach(() => cleanup());

describe("SubscribeButton", () => {
  it("opens the dialog on a click with the feed of the filters, not of the day, and gives focus back on close", async () => {
    const rendered = await renderInRouter(
      <SubscribeButton lang="en" filters={{ type: 4, room: 3, date: "01-02-2031" }} />,
      { path: "/en/events" },
    );
    cleanup = rendered.cleanup;
    const trigger = rendered.container.querySelector("button") as HTMLButtonElement;
    expect(trigger.textContent).toBe("Subscribe");
    expect(rendered.container.querySelector("dialog")).toBeNull();

    await act(async () => {
      trigger.click();
      // The dialog's code loads on the click; its module settles inside act.
      await import("./SubscribeDialog");
    });
    const element = rendered.container.querySelector("dialog") as HTMLDialogElement;
    expect(element.open).toBe(true);
    const feed = `${window.location.origin}/en/api/events.ics?room=3&type=4`;
    const address = element.querySelector("input") as HTMLInputElement;
    expect(address.value).toBe(feed);
    expect(element.querySelector("label")?.getAttribute("for")).toBe(address.id);
    const hrefs = [...element.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs[0]).toBe(feed.replace(/^https?:/, "webcal:"));
    expect(new URL(hrefs[1] ?? "").searchParams.get("cid")).toBe(hrefs[0]);
    expect(new URL(hrefs[2] ?? "").searchParams.get("url")).toBe(feed);

    await act(async () => (element.querySelector(".events-panel__close") as HTMLButtonElement).click());
    await expect.poll(() => rendered.container.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
