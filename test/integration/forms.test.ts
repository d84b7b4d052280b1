import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type FormEntryErrorBody, TEMP_FILE_MAX_BYTES, type TempFileCreated } from "../../src/schemas/form-entries";
import { randomToken } from "../../workers/auth/tokens";
import { ORIGIN } from "./api-helpers";
import { copyForm } from "./fixtures";
import { fetchWorker } from "./shop-helpers";

/** Forms and uploads (SPEC §7): POST /{lang}/api/temp-files/ and /{lang}/api/forms-entries/. */

const CSRF = randomToken(32);
let address = 0;

/** A fresh client address per call site, so one test's hits never count against another's limit. */
function newAddress(): string {
  address += 1;
  return `203.0.113.${address}`;
}

interface Call {
  body: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** What a page's script sends along: the CSRF cookie echoed in the header, from the site's origin. */
const browserHeaders = (ip: string) => ({
  Cookie: `csrftoken=${CSRF}`,
  "X-CSRFToken": CSRF,
  Origin: ORIGIN,
  "CF-Connecting-IP": ip,
});

async function post(path: string, { body, contentType, headers = {}, ip = newAddress() }: Call) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { ...browserHeaders(ip), ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
  });
  return answerOf(response);
}

async function answerOf(response: Response) {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const ascii = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

function multipart(bytes: Uint8Array<ArrayBuffer>, name = "upload.png", extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set("file", new File([bytes], name, { type: "application/octet-stream" }));
  for (const [key, value] of Object.entries(extra)) data.set(key, value);
  return data;
}

async function upload(
  bytes: Uint8Array<ArrayBuffer> = PNG,
  extra: Record<string, string> = { form: "1" },
  ip?: string,
) {
  return post("/de/api/temp-files/", { body: multipart(bytes, "Lebenslauf.png", extra), ip });
}

function entry(fieldValues: Record<string, unknown>, form = 1, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ form, field_values: fieldValues, ...extra });
}

const sendEntry = (body: string, call: Partial<Call> = {}) =>
  post("/de/api/forms-entries/", { body, contentType: "application/json", ...call });

/** A complete, valid entry of the seeded contact form (id 1). */
function contact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Erika Mustermann",
    email: "erika@example.org",
    subject: "groups",
    message: "Wir kommen mit zwölf Personen.",
    source: "website",
    consent: true,
    email2: "Erika@Example.org",
    ...overrides,
  };
}

/**
 * POSTs `count` copies of `chunk` as a stream of unknown length (no Content-Length), so only
 * counting bytes as they arrive can refuse it.
 */
async function postChunked(path: string, contentType: string, chunk: Uint8Array, count: number) {
  let chunksLeft = count;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (chunksLeft === 0) return controller.close();
      chunksLeft -= 1;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { ...browserHeaders(newAddress()), "Content-Type": contentType },
  });
  expect(request.headers.has("Content-Length")).toBe(false);
  return answerOf(await fetchWorker(request));
}

async function countRows(table: "form_entries" | "temp_files"): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

beforeAll(async () => {
  const form = await env.DB.prepare("SELECT id, hubspot_id FROM forms WHERE id = 1").first<{ hubspot_id: unknown }>();
  expect(form?.hubspot_id).toBeNull();
});

describe("POST /{lang}/api/forms-entries/", () => {
  it("stores a valid entry with an upload and claims the upload", async () => {
    const uploaded = await upload();
    expect(uploaded.status).toBe(201);
    const file = uploaded.body as unknown as TempFileCreated;
    expect(file.key).toMatch(/^temp\/[A-Za-z0-9_-]{32}$/);
    expect(file).toMatchObject({ file_name: "Lebenslauf.png", content_type: "image/png", size: PNG.byteLength });
    const object = await env.MEDIA.get(file.key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    await object?.arrayBuffer();

    const before = await countRows("form_entries");
    const { status, body } = await sendEntry(entry(contact({ attachment: file.key, name: "  Erika Mustermann " })));
    expect(status).toBe(201);
    expect(body).toEqual({ status: "ok" });
    expect(await countRows("form_entries")).toBe(before + 1);

    const row = await env.DB.prepare(
      "SELECT id, form_id, lang, field_values, ip_hash FROM form_entries ORDER BY id DESC LIMIT 1",
    ).first<{ id: number; form_id: number; lang: string; field_values: string; ip_hash: string }>();
    expect(row?.form_id).toBe(1);
    expect(row?.lang).toBe("de");
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(row?.field_values ?? "{}")).toEqual({
      name: "Erika Mustermann",
      email: "erika@example.org",
      subject: "groups",
      message: "Wir kommen mit zwölf Personen.",
      attachment: file.key,
      source: "website",
      consent: true,
    });
    const claimed = await env.DB.prepare("SELECT entry_id FROM temp_files WHERE key = ?1")
      .bind(file.key)
      .first<{ entry_id: number | null }>();
    expect(claimed?.entry_id).toBe(row?.id);

    // A claimed upload cannot be attached to a second entry.
    const again = await sendEntry(entry(contact({ attachment: file.key })));
    expect(again.status).toBe(422);
    expect((again.body as unknown as FormEntryErrorBody).errors).toEqual({ attachment: "invalid_file" });
  });

  it("never serves an upload as a public media file", async () => {
    const uploaded = await upload();
    const key = String(uploaded.body.key);
    const response = await SELF.fetch(`${ORIGIN}/media/${key}`);
    expect(response.status).toBe(404);
    await response.text();
  });

  it.each([
    ["a missing required text", { name: "" }, "name", "required"],
    ["a blank required text", { message: "   " }, "message", "required"],
    ["an invalid e-mail address", { email: "erika@", email2: "erika@" }, "email", "invalid_email"],
    ["a confirmation that differs", { email2: "other@example.org" }, "email2", "email_mismatch"],
    ["a missing confirmation", { email2: "" }, "email2", "required"],
    ["a value outside the choices", { subject: "free tickets" }, "subject", "invalid_choice"],
    ["an unchecked required consent", { consent: false }, "consent", "required"],
    ["a consent that is not a boolean", { consent: "yes" }, "consent", "invalid_value"],
    ["a text that is not a string", { name: ["a", "b"] }, "name", "invalid_value"],
    ["an upload key nobody made", { attachment: `temp/${"A".repeat(32)}` }, "attachment", "invalid_file"],
    ["a value that is no upload key", { attachment: "../secrets.txt" }, "attachment", "invalid_file"],
    ["a field the form does not have", { nickname: "Eri" }, "nickname", "unknown_field"],
  ])("refuses %s with 422 naming the field, storing nothing", async (_kind, overrides, field, code) => {
    const before = await countRows("form_entries");
    const { status, body } = await sendEntry(entry(contact(overrides)));
    expect(status).toBe(422);
    const error = body as unknown as FormEntryErrorBody;
    expect(error.error).toBe("invalid_field_values");
    expect(error.field).toBe(field);
    expect(error.errors).toEqual({ [field]: code });
    expect(error.detail).toEqual(expect.any(String));
    expect(await countRows("form_entries")).toBe(before);
  });

  it("uses SPEC's visitor texts as details", async () => {
    const required = await sendEntry(entry(contact({ name: "" })));
    expect(required.body.detail).toBe("This field is required!");
    const email = await sendEntry(entry(contact({ email: "nope", email2: "nope" })));
    expect(email.body.detail).toBe("Invalid e-mail address!");
  });

  it("checks numbers, dates and multiple choices of the workshop form", async () => {
    const valid = {
      name: "Max",
      email: "max@example.org",
      email2: "max@example.org",
      date: "2026-07-14",
      modules: ["stool", "puppet"],
      level: "",
      participants: "3",
      notes: "",
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: "2026-02-30" }, "date", "invalid_date"],
      [{ date: null }, "date", "required"],
      [{ participants: "drei" }, "participants", "invalid_number"],
      [{ participants: "" }, "participants", "required"],
      [{ modules: ["stool", "sofa"] }, "modules", "invalid_choice"],
      [{ modules: "stool", level: 2 }, "level", "invalid_value"],
    ];
    for (const [overrides, field, code] of cases) {
      const { status, body } = await sendEntry(entry({ ...valid, ...overrides }, 3));
      expect(status, JSON.stringify(overrides)).toBe(422);
      expect((body as unknown as FormEntryErrorBody).errors, JSON.stringify(overrides)).toEqual({ [field]: code });
    }
    const stored = await sendEntry(entry(valid, 3));
    expect(stored.status).toBe(201);
    const row = await env.DB.prepare("SELECT field_values FROM form_entries WHERE form_id = 3 ORDER BY id DESC").first<{
      field_values: string;
    }>();
    expect(JSON.parse(row?.field_values ?? "{}")).toMatchObject({
      participants: 3,
      modules: ["stool", "puppet"],
      level: null,
      date: "2026-07-14",
    });
  });

  it.each([
    ["a body that is not JSON", "{form: 1", 400, "invalid_json", ""],
    ["no form id", JSON.stringify({ field_values: {} }), 400, "invalid_body", "form"],
    ["a form id that is not a number", JSON.stringify({ form: "1", field_values: {} }), 400, "invalid_body", "form"],
    ["no field values", JSON.stringify({ form: 1 }), 400, "invalid_body", "field_values"],
    [
      "field values that are a list",
      JSON.stringify({ form: 1, field_values: [] }),
      400,
      "invalid_body",
      "field_values",
    ],
    ["an unknown form", entry(contact(), 999), 422, "invalid_form", "form"],
  ])("answers %s with the status naming the field", async (_kind, body, status, error, field) => {
    const before = await countRows("form_entries");
    const response = await sendEntry(body);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error, field });
    expect(await countRows("form_entries")).toBe(before);
  });

  it("refuses entries for a form of the external service (422), storing nothing", async () => {
    // The contact form's copy: the entry fits its fields, only the external service's id refuses it.
    const form = await copyForm(1, { hubspot_id: "3f6d2a1c-8b7e-4c55-9a0d-6e1f2b3c4d5e" });
    const before = await countRows("form_entries");
    const response = await sendEntry(entry(contact(), form));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: "invalid_form", field: "form" });
    expect(await countRows("form_entries")).toBe(before);
  });

  it("accepts a filled honeypot like an entry but stores nothing", async () => {
    const before = await countRows("form_entries");
    const { status, body } = await sendEntry(entry(contact(), 1, { website: "https://spam.example" }));
    expect(status).toBe(201);
    expect(body).toEqual({ status: "ok" });
    expect(await countRows("form_entries")).toBe(before);
  });

  it("refuses negative numbers and negative numeric text (SPEC §5) with 422 naming the field", async () => {
    const workshop = {
      name: "Max",
      email: "max@example.org",
      email2: "max@example.org",
      date: "2026-07-14",
      modules: [],
      participants: 3,
    };
    const before = await countRows("form_entries");
    for (const participants of [-1_000_000, -1, "-1", " -2.5 "]) {
      const { status, body } = await sendEntry(entry({ ...workshop, participants }, 3));
      expect(status, String(participants)).toBe(422);
      const error = body as unknown as FormEntryErrorBody;
      expect(error.field).toBe("participants");
      expect(error.errors).toEqual({ participants: "negative_number" });
      expect(error.detail).toBe("Expected a number that is not negative.");
    }
    expect(await countRows("form_entries")).toBe(before);
    expect((await sendEntry(entry({ ...workshop, participants: 0 }, 3))).status).toBe(201);
  });

  it("stores a hidden field's default whatever the client sends for it", async () => {
    const latestSource = async () => {
      const row = await env.DB.prepare(
        "SELECT field_values FROM form_entries WHERE form_id = 1 ORDER BY id DESC LIMIT 1",
      ).first<{ field_values: string }>();
      return (JSON.parse(row?.field_values ?? "{}") as { source?: unknown }).source;
    };
    expect((await sendEntry(entry(contact({ source: "<script>alert(1)</script>" })))).status).toBe(201);
    expect(await latestSource()).toBe("website");
    expect((await sendEntry(entry(contact({ source: { nested: true } })))).status).toBe(201);
    expect(await latestSource()).toBe("website");
    const { source: _left, ...withoutSource } = contact();
    expect((await sendEntry(entry(withoutSource))).status).toBe(201);
    expect(await latestSource()).toBe("website");
  });

  it("takes an entry with every text at its maximum length, in three-byte characters", async () => {
    const { status } = await sendEntry(entry(contact({ name: "€".repeat(1000), message: "€".repeat(10_000) })));
    expect(status).toBe(201);
  });

  it("refuses a body above 128 KiB unread (413 naming the limit), storing nothing", async () => {
    const before = await countRows("form_entries");
    const padded = entry(contact({ message: "x".repeat(128 * 1024) }));
    const { status, body } = await sendEntry(padded);
    expect(status).toBe(413);
    expect(body).toEqual({ error: "payload_too_large", detail: "The body is larger than 128 KiB." });
    const huge = await sendEntry(entry(contact({ message: "x".repeat(30 * 1024 * 1024) })));
    expect(huge.status).toBe(413);
    expect(await countRows("form_entries")).toBe(before);
  });

  it("refuses a chunked body above the limit (413)", async () => {
    const { status, body: answer } = await postChunked(
      "/de/api/forms-entries/",
      "application/json",
      new TextEncoder().encode(" ".repeat(16 * 1024)),
      16,
    );
    expect(status).toBe(413);
    expect(answer.error).toBe("payload_too_large");
  });

  it("takes a valid entry sent as a chunked body within the limit", async () => {
    const before = await countRows("form_entries");
    const { status } = await postChunked(
      "/de/api/forms-entries/",
      "application/json",
      new TextEncoder().encode(entry(contact())),
      1,
    );
    expect(status).toBe(201);
    expect(await countRows("form_entries")).toBe(before + 1);
  });

  it("answers 400 for a chunked body that breaks off, storing nothing", async () => {
    const before = await countRows("form_entries");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"form": 1, '));
        controller.error(new Error("the client went away"));
      },
    });
    const request = new Request(`${ORIGIN}/de/api/forms-entries/`, {
      method: "POST",
      body,
      headers: { ...browserHeaders(newAddress()), "Content-Type": "application/json" },
    });
    const { status, body: answer } = await answerOf(await fetchWorker(request));
    expect(status).toBe(400);
    expect(answer).toEqual({ error: "invalid_body", detail: "The body could not be read." });
    expect(await countRows("form_entries")).toBe(before);
  });

  it("takes entries for the press accreditation (form 4), which has fields of its own", async () => {
    const { status } = await sendEntry(
      entry(
        {
          name: "Paula Presse",
          medium: "Tageblatt",
          email: "paula@tageblatt.example",
          email2: "paula@tageblatt.example",
          date: "2026-07-14",
          message: "Mit Fotograf.",
          consent: true,
        },
        4,
      ),
    );
    expect(status).toBe(201);
  });

  it("limits entries per address: the sixth within ten minutes is 429 with Retry-After", async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      const { status } = await sendEntry(entry(contact({ name: "" })), { ip });
      expect(status).toBe(422);
    }
    const limited = await sendEntry(entry(contact()), { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address is not affected.
    expect((await sendEntry(entry(contact()))).status).toBe(201);
  });
});

describe("CSRF, origin and content type of both calls", () => {
  const paths = ["/de/api/forms-entries/", "/en/api/temp-files/"];

  it.each(paths)("%s refuses a request without the CSRF header (403)", async (path) => {
    const { status, body } = await post(path, {
      body: entry(contact()),
      contentType: "application/json",
      headers: { "X-CSRFToken": "" },
    });
    expect(status).toBe(403);
    expect(body.error).toBe("csrf_failed");
  });

  it.each(paths)("%s refuses a header that differs from the cookie (403)", async (path) => {
    const { status } = await post(path, {
      body: entry(contact()),
      contentType: "application/json",
      headers: { "X-CSRFToken": randomToken(32) },
    });
    expect(status).toBe(403);
  });

  it.each(paths)("%s refuses a request without the cookie (403)", async (path) => {
    const { status } = await post(path, {
      body: entry(contact()),
      contentType: "application/json",
      headers: { Cookie: "" },
    });
    expect(status).toBe(403);
  });

  it.each(paths)("%s refuses a cross-origin request (403)", async (path) => {
    const { status, body } = await post(path, {
      body: entry(contact()),
      contentType: "application/json",
      headers: { Origin: "https://evil.example" },
    });
    expect(status).toBe(403);
    expect(body.error).toBe("cross_origin");
  });

  it.each(paths)("%s refuses a form-encoded body (415)", async (path) => {
    const { status } = await post(path, { body: "form=1", contentType: "application/x-www-form-urlencoded" });
    expect(status).toBe(415);
  });

  it("forms-entries refuses multipart (415) and temp-files refuses JSON (415)", async () => {
    const data = new FormData();
    data.set("form", "1");
    expect((await post("/de/api/forms-entries/", { body: data })).status).toBe(415);
    const json = await post("/de/api/temp-files/", { body: "{}", contentType: "application/json" });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe("unsupported_media_type");
  });
});

describe("POST /{lang}/api/temp-files/", () => {
  it.each([
    ["PDF", ascii("%PDF-1.7\n%âãÏÓ\n"), "application/pdf"],
    ["JPEG", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]), "image/jpeg"],
    ["GIF", ascii("GIF89a\u0001\u0000\u0001\u0000"), "image/gif"],
    ["WebP", Uint8Array.from([...ascii("RIFF"), 36, 0, 0, 0, ...ascii("WEBPVP8 ")]), "image/webp"],
  ])("accepts a %s by its first bytes", async (_kind, bytes, type) => {
    const { status, body } = await upload(bytes, {});
    expect(status).toBe(201);
    expect(body.content_type).toBe(type);
    const row = await env.DB.prepare("SELECT content_type, form_id, entry_id FROM temp_files WHERE key = ?1")
      .bind(body.key)
      .first();
    expect(row).toEqual({ content_type: type, form_id: null, entry_id: null });
  });

  it("refuses a file whose bytes are no allowed type, whatever its name (415), storing nothing", async () => {
    const before = await countRows("temp_files");
    const script = await post("/de/api/temp-files/", { body: multipart(ascii("<script>alert(1)</script>"), "cv.pdf") });
    expect(script.status).toBe(415);
    expect(script.body).toMatchObject({ error: "file_type", field: "file" });
    const svg = await post("/de/api/temp-files/", { body: multipart(ascii("<svg xmlns='…'/>"), "logo.png") });
    expect(svg.status).toBe(415);
    expect(await countRows("temp_files")).toBe(before);
  });

  it("refuses a file above 5 MB (413), storing nothing", async () => {
    const before = await countRows("temp_files");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const { status, body } = await upload(big, {});
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: "file_too_large", field: "file" });
    // A body beyond one file and its multipart envelope is refused before it is read, even when
    // the file in it is small.
    const refused = await upload(PNG, { padding: "x".repeat(6 * 1024 * 1024) });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: "file_too_large", field: "file" });
    expect(await countRows("temp_files")).toBe(before);
  });

  it("refuses a chunked body beyond the limit (413), storing nothing", async () => {
    const before = await countRows("temp_files");
    // 1 MB over the file limit is beyond any multipart envelope too.
    const chunkBytes = 64 * 1024;
    const { status, body: answer } = await postChunked(
      "/de/api/temp-files/",
      "multipart/form-data; boundary=chunked",
      new Uint8Array(chunkBytes),
      (TEMP_FILE_MAX_BYTES + 1024 * 1024) / chunkBytes,
    );
    expect(status).toBe(413);
    expect(answer).toEqual({ error: "file_too_large", field: "file", detail: "The file is larger than 5 MB." });
    expect(await countRows("temp_files")).toBe(before);
  });

  it("answers 400 without a file, 422 for an empty file and for a form without file field", async () => {
    const data = new FormData();
    data.set("file", "just text");
    const noFile = await post("/de/api/temp-files/", { body: data });
    expect(noFile.status).toBe(400);
    expect(noFile.body.field).toBe("file");
    const empty = await upload(new Uint8Array(0), {});
    expect(empty.status).toBe(422);
    const newsletter = await upload(PNG, { form: "2" });
    expect(newsletter.status).toBe(422);
    expect(newsletter.body.field).toBe("form");
    const unknown = await upload(PNG, { form: "abc" });
    expect(unknown.status).toBe(422);
  });

  it("an upload for one form cannot be attached to another form's entry", async () => {
    const ip = newAddress();
    const uploaded = await upload(PNG, { form: "1" }, ip);
    // Form 3 has no file field, so the key is an unknown field there; form 1 takes it.
    const elsewhere = await sendEntry(entry({ attachment: uploaded.body.key }, 3));
    expect(elsewhere.body.field).toBe("name");
    expect((elsewhere.body as unknown as FormEntryErrorBody).errors.attachment).toBe("unknown_field");
  });

  it("limits uploads per address (429 with Retry-After)", async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect((await upload(ascii("nope"), {}, ip)).status).toBe(415);
    const limited = await upload(PNG, {}, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
