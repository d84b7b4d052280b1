import { expect, test } from "./fixtures";

/**
 * A refused body of several MB reaches the client as the worker's JSON error. workerd ends the
 * connection when it answers with much of a body unread, and the local server then answered 500
 * (workers/middleware/request-body.ts); only the real server shows that, hence an e2e test.
 */

/** Far above the 5 MB uploads, below the 32 MB the worker reads of a body it refuses. */
const LARGE = 24 * 1024 * 1024;

test("a large body refused without being read gets the worker's 403, not the server's 500", async ({ baseURL }) => {
  const answer = await fetch(`${baseURL}/api/shop-cart/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: Buffer.alloc(LARGE, 0x20),
  });
  expect(answer.status).toBe(403);
  expect(await answer.json()).toMatchObject({ error: "csrf_failed", response_code: 403 });
});

test("an upload far above 5 MB gets 413 'file_too_large', also when it comes in chunks", async ({
  request,
  baseURL,
}) => {
  await request.get("/en");
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === "csrftoken")?.value;
  expect(token).toBeTruthy();
  const headers = {
    Cookie: `csrftoken=${token}`,
    "X-CSRFToken": token ?? "",
    Origin: baseURL ?? "",
  };
  const upload = () => {
    const form = new FormData();
    form.set("file", new Blob([Buffer.from("%PDF-1.4 "), Buffer.alloc(LARGE)], { type: "application/pdf" }), "big.pdf");
    return new Response(form);
  };

  const declared = upload();
  const withLength = await fetch(`${baseURL}/en/api/temp-files/`, {
    method: "POST",
    headers: { ...headers, "Content-Type": declared.headers.get("Content-Type") ?? "" },
    body: await declared.arrayBuffer(),
  });
  expect(withLength.status).toBe(413);
  expect(await withLength.json()).toMatchObject({ error: "file_too_large", field: "file" });

  const streamed = upload();
  const chunked = await fetch(`${baseURL}/en/api/temp-files/`, {
    method: "POST",
    headers: { ...headers, "Content-Type": streamed.headers.get("Content-Type") ?? "" },
    body: streamed.body,
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(413);
  expect(await chunked.json()).toMatchObject({ error: "file_too_large", field: "file" });
});
