import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FormItem } from "../../src/schemas/back-office/forms";
import type { EntryErasure, HubFormEntriesPage, HubFormSummary } from "../../src/schemas/hub-forms";
import { getJson, ORIGIN, sessionFor } from "./api-helpers";
import { copyForm, insertRow, uniqueToken } from "./fixtures";
import { hubAccount, hubApiCall, type Paged } from "./hub-helpers";

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

  it("lets every signed-in editor list and read forms (the back office), visitors not", async () => {
    const formId = await copyForm(CONTACT_FORM);
    const who = await callers();
    for (const path of [`${API}/forms/`, `${API}/forms/${formId}/`]) {
      expect((await get(path, who.editor)).status, path).toBe(200);
      expect((await get(path, who.visitor)).status, path).toBe(401);
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

/** A form body with a text, an e-mail and a choice field; `fields` replace them. */
function formBody(title: string, fields?: unknown[]) {
  return {
    title_de: `${title} DE`,
    title_en: `${title} EN`,
    slug_de: "anmeldung",
    slug_en: "sign-up",
    intro_de: "<p>Hallo</p>",
    intro_en: null,
    is_online: true,
    fields: fields ?? [
      { field_type: 1, label_de: "Name", label_en: "Name", slug: "name", required: true },
      { field_type: 3, label_de: "E-Mail", label_en: "Email", slug: "email", required: true },
      {
        field_type: 8,
        label_de: "Termin",
        label_en: "Date",
        slug: "slot",
        choices: [
          { value: "am", label_de: "Vormittag", label_en: "Morning" },
          { value: "pm", label_de: "Nachmittag", label_en: "Afternoon" },
        ],
      },
    ],
  };
}

/** Everything a form save writes: the form, its fields, versions, activity rows. */
async function formFootprint(id: number) {
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())?.n;
  return {
    row: await env.DB.prepare("SELECT * FROM forms WHERE id = ?1").bind(id).first(),
    fields: (await env.DB.prepare("SELECT * FROM form_fields WHERE form_id = ?1 ORDER BY id").bind(id).all()).results,
    versions: await count("SELECT count(*) AS n FROM item_versions WHERE resource = 'forms' AND item_id = ?1"),
    activity: await count("SELECT count(*) AS n FROM activity_log WHERE object_type = 'forms' AND object_id = ?1"),
  };
}

describe("forms as back-office items", () => {
  it("creates, reads, lists, changes and deletes a form with its fields, each save versioned and logged", async () => {
    const { session } = await hubAccount();
    const title = uniqueToken("Workshop");
    const created = await hubApiCall<FormItem>("POST", "forms/", session, formBody(title));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const form = created.body;
    expect(form).toMatchObject({ title_de: `${title} DE`, revision: 1, is_online: true, entry_count: 0 });
    expect(form.fields.map((field) => [field.slug, field.field_type, field.required])).toEqual([
      ["name", 1, true],
      ["email", 3, true],
      ["slot", 8, false],
    ]);
    expect(form.fields[2]?.choices).toHaveLength(2);
    const defaults = await env.DB.prepare("SELECT default_value FROM form_fields WHERE form_id = ?1 ORDER BY position")
      .bind(form.id)
      .all<{ default_value: string }>();
    expect(defaults.results.map((row) => row.default_value)).toEqual(["null", "null", "null"]);

    const listed = await hubApiCall<Paged<HubFormSummary>>("GET", `forms/?q=${encodeURIComponent(title)}`, session);
    expect(listed.body.count).toBe(1);
    expect(listed.body.results[0]).toMatchObject({ id: form.id, revision: 1, entry_count: 0 });

    // Moved up, one removed, one added, one renamed: the kept rows keep their ids.
    const [name, email] = form.fields;
    const changed = await hubApiCall<FormItem>("PATCH", `forms/${form.id}/`, session, {
      ...formBody(title),
      revision: 1,
      title_en: `${title} changed`,
      fields: [
        { ...email, slug: "mail" },
        name,
        {
          field_type: 5,
          label_de: "Themen",
          label_en: "Topics",
          slug: "topics",
          choices: [{ value: "a", label_de: "A", label_en: "A" }],
        },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.revision).toBe(2);
    expect(changed.body.title_en).toBe(`${title} changed`);
    expect(changed.body.fields.map((field) => [field.id === email?.id, field.id === name?.id, field.slug])).toEqual([
      [true, false, "mail"],
      [false, true, "name"],
      [false, false, "topics"],
    ]);
    const topics = await env.DB.prepare("SELECT default_value FROM form_fields WHERE form_id = ?1 AND slug = 'topics'")
      .bind(form.id)
      .first<{ default_value: string }>();
    expect(topics?.default_value).toBe("[]");

    const removed = await hubApiCall("DELETE", `forms/${form.id}/`, session, { revision: 2 });
    expect(removed.status).toBe(204);
    expect(await formFootprint(form.id)).toMatchObject({ row: null, fields: [], versions: 3, activity: 3 });
  });

  it("moves the entries' answers with a renamed field (also two fields swapping slugs) and shows removed fields in old entries", async () => {
    const { session } = await hubAccount({ dashboard: true });
    const created = await hubApiCall<FormItem>("POST", "forms/", session, formBody(uniqueToken("Umbenannt")));
    const form = created.body;
    const entry = await insertEntry(form.id, "2031-05-01T10:00:00Z", {
      name: "Ada",
      email: "ada@example.org",
      slot: "am",
    });
    const [name, email] = form.fields;
    const changed = await hubApiCall<FormItem>("PATCH", `forms/${form.id}/`, session, {
      ...formBody("x"),
      revision: form.revision,
      // name ⇄ email swap their slugs; slot is removed.
      fields: [
        { ...name, slug: "email" },
        { ...email, slug: "name" },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const stored = await env.DB.prepare("SELECT field_values FROM form_entries WHERE id = ?1")
      .bind(entry)
      .first<{ field_values: string }>();
    expect(JSON.parse(stored?.field_values ?? "{}")).toEqual({ email: "Ada", name: "ada@example.org", slot: "am" });

    const { body } = await get(`${API}/forms/${form.id}/entries/`, await dashboardCookie());
    const page = body as unknown as HubFormEntriesPage;
    expect(page.fields.map((field) => [field.slug, field.removed ?? false])).toEqual([
      ["email", false],
      ["name", false],
      ["slot", true],
    ]);
    expect(page.results[0]?.values).toEqual([
      { slug: "email", value: "Ada" },
      { slug: "name", value: "ada@example.org" },
      { slug: "slot", value: "am" },
    ]);

    // Renaming a field to the removed field's key would overwrite those answers: refused, naming it.
    const overwriting = await hubApiCall<{ error: string; problems: { path: string }[] }>(
      "PATCH",
      `forms/${form.id}/`,
      session,
      { ...formBody("x"), revision: changed.body.revision, fields: [{ ...changed.body.fields[0], slug: "slot" }] },
    );
    expect(overwriting.status).toBe(422);
    expect(overwriting.body).toMatchObject({ error: "invalid_item", problems: [{ path: "fields.0.slug" }] });
  });

  it("refuses without a session, without CSRF, from another origin, at a stale revision or with an invalid field, and changes nothing", async () => {
    const { session } = await hubAccount();
    const form = (await hubApiCall<FormItem>("POST", "forms/", session, formBody(uniqueToken("Abgelehnt")))).body;
    const before = await formFootprint(form.id);
    const body = { ...formBody("Neu"), revision: 1, fields: form.fields };

    expect((await hubApiCall("PATCH", `forms/${form.id}/`, null, body)).status).toBe(401);
    expect((await hubApiCall("PATCH", `forms/${form.id}/`, session, body, { withoutCsrf: true })).status).toBe(403);
    expect(
      (await hubApiCall("PATCH", `forms/${form.id}/`, session, body, { origin: "https://evil.example" })).status,
    ).toBe(403);
    const stale = await hubApiCall<{ error: string; current: FormItem }>("PATCH", `forms/${form.id}/`, session, {
      ...body,
      revision: 9,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "stale_revision", current: { id: form.id, revision: 1 } });

    const noChoices = await hubApiCall<{ field: string; detail: string }>("PATCH", `forms/${form.id}/`, session, {
      ...body,
      fields: [{ field_type: 6, label_de: "Wahl", label_en: "Choice", slug: "choice", choices: [] }],
    });
    expect(noChoices.status).toBe(400);
    expect(noChoices.body).toMatchObject({ field: "fields", detail: "This field type needs at least one choice" });
    const twice = await hubApiCall<{ field: string }>("PATCH", `forms/${form.id}/`, session, {
      ...body,
      fields: [form.fields[0], { ...form.fields[1], id: null, slug: form.fields[0]?.slug }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe("fields");
    const other = await copyForm(CONTACT_FORM);
    const foreignField = await env.DB.prepare("SELECT id FROM form_fields WHERE form_id = ?1 LIMIT 1")
      .bind(other)
      .first<{ id: number }>();
    const stolen = await hubApiCall<{ error: string; problems: { path: string }[] }>(
      "PATCH",
      `forms/${form.id}/`,
      session,
      { ...body, fields: [{ ...form.fields[0], id: foreignField?.id }] },
    );
    expect(stolen.status).toBe(422);
    expect(stolen.body).toMatchObject({ error: "invalid_item", problems: [{ path: "fields.0.id" }] });

    expect(await formFootprint(form.id)).toEqual(before);
  });

  it("refuses to delete a form with entries or shown by a page module, naming them, and keeps it", async () => {
    const { session } = await hubAccount();
    const withEntries = (await hubApiCall<FormItem>("POST", "forms/", session, formBody(uniqueToken("Eingänge")))).body;
    await insertEntry(withEntries.id, "2031-05-01T10:00:00Z", { name: "A" });
    await insertEntry(withEntries.id, "2031-05-02T10:00:00Z", { name: "B" });
    const shown = (await hubApiCall<FormItem>("POST", "forms/", session, formBody(uniqueToken("Gezeigt")))).body;
    const page = await env.DB.prepare("SELECT id, title_de FROM pages ORDER BY id LIMIT 1").first<{
      id: number;
      title_de: string;
    }>();
    const now = new Date().toISOString();
    const module = await insertRow("page_modules", {
      page_id: page?.id,
      lang: "de",
      position: 999,
      model: "form",
      data: JSON.stringify({ form: shown.id, hubspot_id: null }),
      created_at: now,
      updated_at: now,
    });

    for (const [form, reference] of [
      [withEntries, { kind: "form_entries", name: "2 entries" }],
      [shown, { kind: "page_modules", id: module, name: `${page?.title_de} (de)` }],
    ] as const) {
      const before = await formFootprint(form.id);
      const refused = await hubApiCall<{ error: string; detail: string; references: unknown[] }>(
        "DELETE",
        `forms/${form.id}/`,
        session,
        { revision: 1 },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("referenced");
      expect(refused.body.references).toEqual([expect.objectContaining(reference)]);
      expect(await formFootprint(form.id)).toEqual(before);
    }
  });
});

describe("deleting form entries", () => {
  it("deletes one entry with its upload from R2 and an activity row, and refuses editors and a foreign form", async () => {
    const formId = await copyForm(CONTACT_FORM);
    const entry = await insertEntry(formId, "2031-03-01T10:00:00Z", { name: "Weg" });
    const kept = await insertEntry(formId, "2031-03-02T10:00:00Z", { name: "Bleibt" });
    const upload = await insertUpload(formId, entry, "weg.pdf", "%PDF-1.4 weg");
    const other = await copyForm(CONTACT_FORM);
    const editor = await hubAccount();
    const staff = await hubAccount({ dashboard: true });

    expect((await hubApiCall("DELETE", `forms/${formId}/entries/${entry}/`, editor.session, {})).status).toBe(403);
    expect((await hubApiCall("DELETE", `forms/${formId}/entries/${entry}/`, null, {})).status).toBe(401);
    expect(
      (await hubApiCall("DELETE", `forms/${formId}/entries/${entry}/`, staff.session, {}, { withoutCsrf: true }))
        .status,
    ).toBe(403);
    expect((await hubApiCall("DELETE", `forms/${other}/entries/${entry}/`, staff.session, {})).status).toBe(404);
    expect(await env.MEDIA.head(upload.key)).not.toBeNull();

    const done = await hubApiCall("DELETE", `forms/${formId}/entries/${entry}/`, staff.session, {});
    expect(done.status).toBe(204);
    const left = await env.DB.prepare("SELECT id FROM form_entries WHERE form_id = ?1")
      .bind(formId)
      .all<{ id: number }>();
    expect(left.results.map((row) => row.id)).toEqual([kept]);
    expect(await env.DB.prepare("SELECT id FROM temp_files WHERE id = ?1").bind(upload.id).first()).toBeNull();
    expect(await env.MEDIA.head(upload.key)).toBeNull();
    const activity = await env.DB.prepare(
      "SELECT user_id, action, details FROM activity_log WHERE object_type = 'form_entries' AND object_id = ?1",
    )
      .bind(entry)
      .all<{ user_id: number; action: string; details: string }>();
    expect(activity.results).toHaveLength(1);
    expect(activity.results[0]).toMatchObject({ user_id: staff.id, action: "form_entries.delete" });
    expect(JSON.parse(activity.results[0]?.details ?? "{}")).toEqual({ form_id: formId, reason: "single" });
  });

  it("erases one sender's entries across forms: the preview changes nothing, the erase removes them and their files", async () => {
    const email = `${uniqueToken("sender")}@example.org`;
    const [first, second] = [await copyForm(CONTACT_FORM), await copyForm(CONTACT_FORM)];
    const a = await insertEntry(first, "2031-03-01T10:00:00Z", { name: "A", email });
    const b = await insertEntry(second, "2031-03-02T10:00:00Z", { name: "B", email: email.toUpperCase() });
    const c = await insertEntry(second, "2031-03-03T10:00:00Z", { name: "C", message: `Schreibt an ${email}` });
    const stranger = await insertEntry(second, "2031-03-04T10:00:00Z", { name: "D", email: `x${email}` });
    const upload = await insertUpload(second, b, "b.pdf", "%PDF-1.4 b");
    const staff = await hubAccount({ dashboard: true });
    const entriesLeft = async () =>
      (
        await env.DB.prepare("SELECT id FROM form_entries WHERE form_id IN (?1, ?2) ORDER BY id")
          .bind(first, second)
          .all<{ id: number }>()
      ).results.map((row) => row.id);

    const preview = await hubApiCall<EntryErasure>("POST", "forms/entries/erase/preview/", staff.session, {
      email: ` ${email} `,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      entries: 2,
      files: 1,
      forms: [
        { id: first, entries: 1 },
        { id: second, entries: 1 },
      ],
    });
    expect(await entriesLeft()).toEqual([a, b, c, stranger]);
    expect(await env.MEDIA.head(upload.key)).not.toBeNull();

    const invalid = await hubApiCall<{ field: string }>("POST", "forms/entries/erase/", staff.session, {
      email: "nobody",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.field).toBe("email");
    const editor = await hubAccount();
    expect((await hubApiCall("POST", "forms/entries/erase/", editor.session, { email })).status).toBe(403);
    expect(await entriesLeft()).toEqual([a, b, c, stranger]);

    const erased = await hubApiCall<EntryErasure>("POST", "forms/entries/erase/", staff.session, { email });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ entries: 2, files: 1 });
    expect(await entriesLeft()).toEqual([c, stranger]);
    expect(await env.MEDIA.head(upload.key)).toBeNull();
    const activity = await env.DB.prepare(
      `SELECT object_id, details FROM activity_log
        WHERE action = 'form_entries.delete' AND user_id = ?1 ORDER BY object_id`,
    )
      .bind(staff.id)
      .all<{ object_id: number; details: string }>();
    expect(activity.results.map((row) => [row.object_id, JSON.parse(row.details).reason])).toEqual([
      [a, "erase"],
      [b, "erase"],
    ]);
    expect(JSON.stringify(activity.results)).not.toContain(email);
  });
});
