import type { Page } from "@playwright/test";
import { expect, test, whenHydrated } from "./fixtures";

/** Forms with uploads (SPEC §2, §3, §5, §7): the seeded contact form, id 1. */

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5d1f1e90000000049454e44ae426082",
  "hex",
);

async function openContactForm(page: Page) {
  await page.goto("/en/form/contact/1");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  // The form submits through the app once hydrated; before that the browser would post it.
  await whenHydrated(page);
}

test("a visitor sends the contact form with an upload and sees the confirmation", async ({ page }) => {
  await openContactForm(page);
  await page.getByLabel("Name").fill("Erika Mustermann");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("erika@example.org");
  await page.getByLabel("What is it about?").selectOption("groups");
  await page.getByLabel("Message").fill("We are coming with twelve people.");
  await page.getByLabel("Attachment").setInputFiles({ name: "plan.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Confirm e-mail address").fill("erika@example.org");
  await page.getByLabel("I have read the privacy policy", { exact: false }).check();

  const upload = page.waitForResponse((response) => response.url().endsWith("/en/api/temp-files/"));
  const entry = page.waitForResponse((response) => response.url().endsWith("/en/api/forms-entries/"));
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await upload).status()).toBe(201);
  const stored = await entry;
  expect(stored.status()).toBe(201);
  expect(stored.request().headers()["x-csrftoken"]).toMatch(/^[A-Za-z0-9_-]{32,64}$/);

  const sent = page.getByRole("status").filter({ hasText: "Thank you, your entry has been sent." });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(page.locator("form.entry-form")).toHaveCount(0);
});

test("an invalid e-mail address shows 'Invalid e-mail address!' at the field, nothing is sent", async ({ page }) => {
  await openContactForm(page);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") calls.push(request.url());
  });
  await page.getByLabel("Name").fill("Erika Mustermann");
  const email = page.getByRole("textbox", { name: "E-mail", exact: true });
  await email.fill("erika@example");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Invalid e-mail address!/);
  await expect(email).toBeFocused();
  // The other empty required fields say so too.
  await expect(page.getByLabel("Message")).toHaveAccessibleDescription("This field is required!");
  await expect(page.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
  expect(calls).toEqual([]);
});
