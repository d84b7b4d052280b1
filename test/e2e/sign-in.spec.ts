import { EDITOR } from "./editing";
import { expect, test, whenHydrated } from "./fixtures";

/** A seeded page that is not online: visitors get the not-found page, editors the page. */
const OFFLINE_PAGE = "/de/archiv-2019";

test("an editor signs in on the page, sees name and My Area and an offline page, and signs out", async ({ page }) => {
  const offline = await page.goto(OFFLINE_PAGE);
  expect(offline?.status()).toBe(404);

  await page.goto("/de");
  await whenHydrated(page);
  await page.getByRole("navigation", { name: "Servicenavigation" }).getByRole("link", { name: "Anmelden" }).click();

  // The worker's form: no script, filled and sent with the keyboard alone.
  await expect(page).toHaveURL(/\/de\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
  await page.getByLabel("E-Mail-Adresse").fill(EDITOR.email);
  await page.getByLabel("Passwort").fill("falsches Passwort");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(EDITOR.email);
  await page.getByLabel("Passwort").fill(EDITOR.password);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/de$/);
  await whenHydrated(page);
  const account = page.getByRole("button", { name: EDITOR.name });
  await expect(account).toBeVisible();
  await account.focus();
  await page.keyboard.press("Enter");
  await expect(account).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Mein Bereich")).toBeVisible();
  await expect(page.getByRole("link", { name: "Mein Profil" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(account).toHaveAttribute("aria-expanded", "false");
  await expect(account).toBeFocused();

  const shown = await page.goto(OFFLINE_PAGE);
  expect(shown?.status()).toBe(200);
  await whenHydrated(page);
  await expect(page.getByText("Diese Seite wird überarbeitet.")).toBeVisible();

  await page.getByRole("button", { name: EDITOR.name }).click();
  await page.getByRole("link", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/de$/);
  await whenHydrated(page);
  await expect(page.getByRole("button", { name: EDITOR.name })).toHaveCount(0);
  const signedOut = await page.goto(OFFLINE_PAGE);
  expect(signedOut?.status()).toBe(404);
});
