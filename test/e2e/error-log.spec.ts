import { expect, test } from "./fixtures";

/** SPEC §8: the 404 page logs its URL through the error-log call, once per view. */

test("the 404 page posts its URL to the error log once, with the CSRF header", async ({ page }) => {
  const posts: { url: string; body: unknown; token: string | undefined }[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/dashboard-error-log/")) {
      posts.push({ url: request.url(), body: request.postDataJSON(), token: request.headers()["x-csrftoken"] });
    }
  });
  const logged = page.waitForResponse((response) => response.url().endsWith("/de/api/dashboard-error-log/"));
  const response = await page.goto("/de/gibt-es-nicht?quelle=newsletter");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Diese Seite konnte nicht gefunden werden" })).toBeVisible();
  expect((await logged).status()).toBe(201);
  await page.waitForLoadState("networkidle");
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toEqual({ url: "/de/gibt-es-nicht?quelle=newsletter", status: 404 });
  expect(posts[0]?.token).toMatch(/^[A-Za-z0-9_-]{32,64}$/);

  // Leaving it in the app logs nothing for the page the visitor goes to (it once logged that
  // page as a 404 while it loaded), nor does coming back to it log any other page.
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/de$/);
  await page.waitForLoadState("networkidle");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Diese Seite konnte nicht gefunden werden" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const loggedUrls = new Set(posts.map((post) => (post.body as { url: string }).url));
  expect([...loggedUrls]).toEqual(["/de/gibt-es-nicht?quelle=newsletter"]);
});

test("pages carry the organisation as JSON-LD under the page's nonce", async ({ page }) => {
  await page.goto("/en");
  const script = page.locator('script[type="application/ld+json"]').first();
  const data = JSON.parse((await script.textContent()) ?? "{}");
  expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "Kulturwerk" });
  expect(data.url).toMatch(/\/en$/);
  // The served HTML carries the CSP nonce on it (browsers hide the attribute once parsed).
  const served = await page.request.get("/en");
  const nonce = /'nonce-([^']+)'/.exec(served.headers()["content-security-policy"] ?? "")?.[1];
  expect(await served.text()).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
});
