import { expectNoAxeViolations } from "./axe";
import { expect, test, whenHydrated } from "./fixtures";

/** Subscribing to a programme view (issue 29, ADR 0038): the dialog's links carry exactly its filter. */

test("the programme filtered by one place offers its feed to subscribe to", async ({ page, baseURL }) => {
  const listed = await (await page.request.get("/de/api/events/?page_size=1")).json();
  const room: number = listed.results[0].room.id;
  await page.goto(`/de/programm?room=${room}`);
  await whenHydrated(page);

  const trigger = page.getByRole("button", { name: "Abonnieren" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Programm abonnieren" });
  await expect(dialog).toBeVisible();

  const feed = `${baseURL}/de/api/events.ics?room=${room}`;
  const webcal = feed.replace(/^https?:/, "webcal:");
  await expect(dialog.getByLabel("Adresse des Kalenders")).toHaveValue(feed);
  await expect(dialog.getByRole("link", { name: "In der Kalender-App abonnieren" })).toHaveAttribute("href", webcal);
  const google = new URL((await dialog.getByRole("link", { name: /Google/ }).getAttribute("href")) ?? "");
  expect(google.searchParams.get("cid")).toBe(webcal);
  const outlook = new URL((await dialog.getByRole("link", { name: /Outlook/ }).getAttribute("href")) ?? "");
  expect(outlook.searchParams.get("url")).toBe(feed);

  const answer = await page.request.get(feed);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await answer.text()).toContain("BEGIN:VEVENT");

  await expectNoAxeViolations(page, "subscribe dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
