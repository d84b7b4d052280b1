import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HubFormEntriesPage, HubFormSummary } from "../../src/schemas/hub-forms";
import { getJson, ORIGIN, sessionFor } from "./api-helpers";
import { copyForm, insertRow, uniqueToken } from "./fixtures";

/**
 * Form entries in the CMS hub (issue 25): /api/cms-hub/forms/, a form's entries, their CSV and
 * the staff download of an entry's upload. Every test makes its own form (a copy of the seeded
 * contact form: name, email, subject, message, attachment, source, consent), entries at fixed
 * instants and accounts.
 */

const API = "/api/cms-hub";
const CONTACT_FORM = 1;
const CONTACT_SLUGS = ["name", "email", "subject", "message", "attachment", "source", "consent"];
const CONTACT_LABELS_DE = ["Name", "E-Mail", "Worum geht es?", "Nachricht", "Anhang", "Quelle"];

type Who = "visitor" | "editor" | "dashboard" | "admin" | "deactivated";

/** A Cookie header per kind of caller: accounts made for this test, each with a session. */
async function callers(): Promise<Record<Who, string>> {
  const now = new Date().toISOString();
  const account = (rights: { is_admin?: 1; has_dashboard_online_access?: 1; is_active?: 0 }) => {
    const email = `${uniqueToken("hub-forms")}@example.org`;
    return insertRow("users", { email, username: email, created_at: now, ...rights });
  };
  const cookie = async (id: number) => (await sessionFor(id)).headers.Cookie ?? "";
  return {
    visitor: "",
    editor: await cookie(await account({})),
    dashboard: await cookie(await account({ has_dashboard_online_access: 1 })),
    admin: await cookie(await account({ is_admin: 1 })),
    deactivated: await cookie(await account({ is_admin: 1, is_active: 0 })),
  };
}

async function dashboardCookie(): Promise<string> {
  return (await callers()).dashboard;
}

/** An entry of a contact form copy at a fixed instant; answers its id. */
function insertEntry(formId: number, createdAt: string, values: Record<string, unknown>, lang = "de") {
  return insertRow("form_entries", {
    form_id: formId,
    lang,
    field_values: JSON.stringify(values),
    ip_hash: "test",
    created_at: createdAt,
  });
}

/** An upload an entry took over, in R2 and in temp_files; answers its row id and key. */
async function insertUpload(formId: number, entryId: number, fileName: string, bytes: string) {
  const key = `temp/${uniqueToken("upload").padEnd(32, "x")}`;
  await env.MEDIA.put(key, bytes);
  const id = await insertRow("temp_files", {
    key,
    form_id: formId,
    file_name: fileName,
    content_type: "application/pdf",
    size: bytes.length,
    created_at: "2026-03-01T10:00:00Z",
    entry_id: entryId,
  });
  return { id, key };
}

const get = (path: string, cookie: string) => getJson(path, { headers: cookie ? { Cookie: cookie } : {} });

async function csv(path: string, cookie: string): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
  // Decoded as it came, byte order mark included (Response.text() would drop it).
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, text };
}

describe("the role matrix of the forms calls", () => {
  it("refuses visitors (401), editors without dashboard access (403) and deactivated accounts (401)", async () => {
    const formId = await copyForm(CONTACT_FORM);
    const entryId = await insertEntry(formId, "2026-03-01T10:00:00Z", { name: "A" });
    const upload = await insertUpload(formId, entryId, "cv.pdf", "%PDF-1.4 test");
    const who = await callers();
    const paths = [
      `${API}/forms/`,
      `${API}/forms/${formId}/entries/`,
      `${API}/forms/${formId}/entries/export/`,
      `${API}/forms/files/${upload.id}/`,
    ];
    const expected: Record<Who, number> = { visitor: 401, editor: 403, deactivated: 401, dashboard: 200, admin: 200 };
    for (const path of paths) {
      for (const [caller, status] of Object.entries(expected) as [Who, number][]) {
        const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: who[caller] } });
        const text = new TextDecoder().decode(await response.arrayBuffer());
        expect(response.status, `${caller} ${path}`).toBe(status);
        expect(response.headers.get("Cache-Control"), `${caller} ${path}`).toBe("private, no-store");
        if (status === 403) expect(JSON.parse(text)).toMatchObject({ error: "forbidden", right: "dashboard" });
        if (status === 401) expect(JSON.parse(text)).toMatchObject({ error: "not_authenticated" });
      }
    }
  });
});

describe("GET /api/cms-hub/forms/", () => {
  it("lists forms with their entry count and newest entry, searches titles and sorts by entries", async () => {
    const title = uniqueToken("Anmeldung");
    const busy = await copyForm(CONTACT_FORM, { title_de: `${title} viel`, title_en: `${title} busy` });
    const quiet = await copyForm(CONTACT_FORM, { title_de: `${title} still`, title_en: `${title} quiet` });
    await insertEntry(busy, "2026-03-01T10:00:00Z", { name: "A" });
    await insertEntry(busy, "2026-03-04T08:30:00Z", { name: "B" });
    const cookie = await dashboardCookie();

    const { status, body } = await get(`${API}/forms/?q=${encodeURIComponent(title)}&sort=entries`, cookie);
    expect(status).toBe(200);
    const list = body as unknown as { count: number; results: HubFormSummary[] };
    expect(list.count).toBe(2);
    expect(list.results.map((form) => [form.id, form.entry_count, form.last_entry_at])).toEqual([
      [busy, 2, "2026-03-04T08:30:00Z"],
      [quiet, 0, null],
    ]);
    expect(list.results[0]).toMatchObject({ title_de: `${title} viel`, is_online: true, is_external: false });

    const ascending = await get(`${API}/forms/?q=${encodeURIComponent(title)}&sort=entries&order=asc`, cookie);
    expect((ascending.body as unknown as typeof list).results.map((form) => form.id)).toEqual([quiet, busy]);
  });

  it("answers 400 naming a bad sort and 404 past the last page", async () => {
    const cookie = await dashboardCookie();
    const bad = await get(`${API}/forms/?sort=nonsense`, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "invalid_query", field: "sort" });
    const past = await get(`${API}/forms/?page=999`, cookie);
    expect(past.status).toBe(404);
    expect(past.body).toMatchObject({ detail: "Invalid page." });
  });
});

describe("GET /api/cms-hub/forms/:id/entries/", () => {
  it("pages the entries newest first with the values in field order and the files with their download", async () => {
    const formId = await copyForm(CONTACT_FORM);
    const ids: number[] = [];
    for (let day = 1; day <= 5; day++) {
      ids.push(await insertEntry(formId, `2026-03-0${day}T12:00:00Z`, { name: `Person ${day}`, consent: true }));
    }
    const withFile = ids[4] ?? 0;
    const upload = await insertUpload(formId, withFile, "Lebenslauf ä.pdf", "%PDF-1.4 lebenslauf");
    await env.DB.prepare(
      "UPDATE form_entries SET field_values = json_set(field_values, '$.attachment', ?1) WHERE id = ?2",
    )
      .bind(upload.key, withFile)
      .run();
    const cookie = await dashboardCookie();

    const first = await get(`${API}/forms/${formId}/entries/?page_size=2`, cookie);
    expect(first.status).toBe(200);
    const page = first.body as unknown as HubFormEntriesPage;
    expect(page.count).toBe(5);
    expect(page.next).toContain("page=2");
    expect(page.form.id).toBe(formId);
    expect(page.fields.map((field) => field.slug)).toEqual(CONTACT_SLUGS);
    expect(page.results.map((entry) => entry.submitted_at)).toEqual(["2026-03-05T12:00:00Z", "2026-03-04T12:00:00Z"]);
    const newest = page.results[0];
    expect(newest?.values.map((value) => value.slug)).toEqual(CONTACT_SLUGS);
    expect(newest?.values.find((value) => value.slug === "attachment")?.value).toBe("Lebenslauf ä.pdf");
    expect(newest?.values.find((value) => value.slug === "consent")?.value).toBe(true);
    expect(newest?.files).toEqual([
      {
        id: upload.id,
        field: "attachment",
        name: "Lebenslauf ä.pdf",
        size: 19,
        content_type: "application/pdf",
        url: `${API}/forms/files/${upload.id}/`,
      },
    ]);
    expect(JSON.stringify(page)).not.toContain(upload.key);

    const third = await get(`${API}/forms/${formId}/entries/?page_size=2&page=3`, cookie);
    expect((third.body as unknown as HubFormEntriesPage).results.map((entry) => entry.id)).toEqual([ids[0]]);

    const download = await SELF.fetch(`${ORIGIN}${newest?.files[0]?.url}`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Lebenslauf _.pdf"; filename*=UTF-8''Lebenslauf%20%C3%A4.pdf`,
    );
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe("%PDF-1.4 lebenslauf");
  });

  it("filters by inclusive days and by text in the values", async () => {
    const formId = await copyForm(CONTACT_FORM);
    await insertEntry(formId, "2026-02-28T23:59:59Z", { name: "Februar" });
    await insertEntry(formId, "2026-03-01T00:00:00Z", { name: "März Anfang" });
    await insertEntry(formId, "2026-03-02T23:59:59Z", { name: "März Ende" });
    await insertEntry(formId, "2026-03-03T00:00:00Z", { name: "Später" });
    const cookie = await dashboardCookie();
    const names = async (query: string) => {
      const { status, body } = await get(`${API}/forms/${formId}/entries/?${query}`, cookie);
      expect(status, query).toBe(200);
      return (body as unknown as HubFormEntriesPage).results.map((entry) => entry.values[0]?.value);
    };
    expect(await names("from=2026-03-01&to=2026-03-02")).toEqual(["März Ende", "März Anfang"]);
    expect(await names("to=2026-02-28")).toEqual(["Februar"]);
    expect(await names(`q=${encodeURIComponent("März")}&order=asc`)).toEqual(["März Anfang", "März Ende"]);
  });

  it("answers 400 for a day that does not exist or a period ending before it starts, 404 for no form", async () => {
    const formId = await copyForm(CONTACT_FORM);
    const cookie = await dashboardCookie();
    const badDay = await get(`${API}/forms/${formId}/entries/?from=2026-02-30`, cookie);
    expect(badDay.status).toBe(400);
    expect(badDay.body).toMatchObject({ error: "invalid_query", field: "from" });
    const backwards = await get(`${API}/forms/${formId}/entries/?from=2026-03-02&to=2026-03-01`, cookie);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: "invalid_query", field: "from" });
    for (const path of [
      `${API}/forms/99999999/entries/`,
      `${API}/forms/abc/entries/export/`,
      `${API}/forms/files/99999999/`,
    ]) {
      const missing = await get(path, cookie);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toMatchObject({ error: "not_found" });
    }
  });

  it("does not hand out an upload no entry took over", async () => {
    const formId = await copyForm(CONTACT_FORM);
    const key = `temp/${uniqueToken("loose").padEnd(32, "x")}`;
    await env.MEDIA.put(key, "%PDF-1.4 loose");
    const id = await insertRow("temp_files", {
      key,
      form_id: formId,
      file_name: "loose.pdf",
      content_type: "application/pdf",
      size: 14,
      created_at: "2026-03-01T10:00:00Z",
    });
    const { status } = await get(`${API}/forms/files/${id}/`, await dashboardCookie());
    expect(status).toBe(404);
  });
});

describe("GET /api/cms-hub/forms/:id/entries/export/", () => {
  it("is RFC 4180 with a BOM, the fields in form order, the files listed and formula cells made inert", async () => {
    const formId = await copyForm(CONTACT_FORM);
    const tricky = await insertEntry(formId, "2026-03-02T09:00:00Z", {
      name: '=HYPERLINK("https://evil.example","klick")',
      email: "+49 30 123",
      subject: "-1",
      message: '@SUM(A1)\tund "Anführung", Zeile\r\nzwei — Grüße für 20 €',
      source: "\tTab",
      consent: true,
    });
    await insertEntry(formId, "2026-03-01T09:00:00Z", { name: "\rWagenrücklauf", consent: false }, "en");
    await insertUpload(formId, tricky, "Mappe ä.pdf", "%PDF-1.4 a");
    await insertUpload(formId, tricky, "Zweite.pdf", "%PDF-1.4 b");
    const { status, headers, text } = await csv(`${API}/forms/${formId}/entries/export/`, await dashboardCookie());

    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("Content-Disposition")).toBe(`attachment; filename="form-${formId}-entries.csv"`);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      `submitted_at,lang,${CONTACT_LABELS_DE.join(",")},Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.,files`,
    );
    expect(text.slice(1).replaceAll("\r\n", "")).not.toContain("\n");
    expect(lines[1]).toBe(
      [
        "2026-03-02T09:00:00Z",
        "de",
        `"'=HYPERLINK(""https://evil.example"",""klick"")"`,
        "'+49 30 123",
        "'-1",
        `"'@SUM(A1)\tund ""Anführung"", Zeile`,
      ].join(","),
    );
    expect(lines[2]).toBe(`zwei — Grüße für 20 €",,'\tTab,true,Mappe ä.pdf; Zweite.pdf`);
    expect(lines[3]).toBe(`2026-03-01T09:00:00Z,en,"'\rWagenrücklauf",,,,,,false,`);
    expect(lines[4]).toBe("");
    expect(lines).toHaveLength(5);
  });

  it("takes the list's filters and order, and an empty period gives the header alone", async () => {
    const formId = await copyForm(CONTACT_FORM);
    await insertEntry(formId, "2026-03-01T09:00:00Z", { name: "Eins" });
    await insertEntry(formId, "2026-03-02T09:00:00Z", { name: "Zwei" });
    await insertEntry(formId, "2026-03-03T09:00:00Z", { name: "Drei" });
    const cookie = await dashboardCookie();
    const names = async (query: string) => {
      const { status, text } = await csv(`${API}/forms/${formId}/entries/export/?${query}`, cookie);
      expect(status, query).toBe(200);
      return text
        .slice(1)
        .split("\r\n")
        .slice(1, -1)
        .map((line) => line.split(",")[2]);
    };
    expect(await names("from=2026-03-02&order=asc")).toEqual(["Zwei", "Drei"]);
    expect(await names("to=2026-03-01")).toEqual(["Eins"]);
    expect(await names("from=2027-01-01")).toEqual([]);
    const backwards = await get(`${API}/forms/${formId}/entries/export/?from=2026-03-02&to=2026-03-01`, cookie);
    expect(backwards.status).toBe(400);
  });

  it("streams an export longer than one batch in keyset batches without losing or repeating a row", async () => {
    const formId = await copyForm(CONTACT_FORM);
    // 1 203 entries, two of them per second so the keyset's id tiebreak is needed at every batch edge.
    const count = 1203;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
       INSERT INTO form_entries (form_id, lang, field_values, created_at)
       SELECT ?1, 'de', json_object('name', 'Nr ' || i), strftime('%Y-%m-%dT%H:%M:%SZ', '2026-03-01', '+' || (i / 2) || ' seconds')
         FROM n`,
    )
      .bind(formId, count)
      .run();
    const { text } = await csv(`${API}/forms/${formId}/entries/export/`, await dashboardCookie());
    const names = text
      .slice(1)
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[2]);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    expect(names[0]).toBe(`Nr ${count - 1}`);
  });
});
