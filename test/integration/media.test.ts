import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import type { Paged } from "../../src/schemas/common";
import type { MediaItem } from "../../src/schemas/media";
import { readImageHeader } from "../../workers/images/header";
import worker from "../../workers/index";
import { editorCall, editorSession, getJson, ORIGIN, TEST_CSRF_TOKEN } from "./api-helpers";
import { uniqueToken } from "./fixtures";
import { contains, convert, EXIF_CAMERA, jpegWithExif, png, pngClaiming, TINY_GIF } from "./media-images";

const MEDIA_API = "/de/pageeditor-api/media/";
const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536];

type ErrorBody = { error: string; field?: string; detail: string };

function upload(
  file: Uint8Array | null,
  fields: { alt?: string; title?: string; name?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  if (file) form.set("file", new File([file], fields.name ?? "photo.jpg", { type: fields.type ?? "image/jpeg" }));
  if (fields.alt !== undefined) form.set("alt", fields.alt);
  if (fields.title !== undefined) form.set("title", fields.title);
  return form;
}

async function post<T = MediaItem>(form: FormData) {
  return editorCall<T>("POST", MEDIA_API, await editorSession(), form);
}

async function r2Bytes(key: string): Promise<Uint8Array> {
  const object = await env.MEDIA.get(key);
  if (!object) throw new Error(`R2 has no ${key}`);
  return new Uint8Array(await object.arrayBuffer());
}

/** What an upload writes: R2 objects of uploads, media rows and their activity rows. */
async function writtenState() {
  const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n;
  return {
    objects: (await env.MEDIA.list({ prefix: "uploads/" })).objects.length,
    media: await count("SELECT count(*) AS n FROM media"),
    activity: await count("SELECT count(*) AS n FROM activity_log WHERE object_type = 'media'"),
  };
}

/** Runs `refused`, expects its status and error, and that nothing was written. */
async function expectRefused(
  refused: () => Promise<{ status: number; body: ErrorBody }>,
  status: number,
  error: string,
  field?: string,
): Promise<void> {
  const before = await writtenState();
  const { status: actual, body } = await refused();
  expect({ status: actual, error: body.error }).toEqual({ status, error });
  if (field !== undefined) expect(body.field).toBe(field);
  expect(body.detail).toEqual(expect.any(String));
  expect(await writtenState()).toEqual(before);
}

describe("POST media/", () => {
  it("stores webp and jpg at every breakpoint and the original, without EXIF or GPS, and logs it", async () => {
    const original = await jpegWithExif(1000, 600);
    expect(contains(original, EXIF_CAMERA)).toBe(true);
    const alt = `Foyer ${uniqueToken()}`;
    const { status, headers, body } = await post(upload(original, { alt, title: "Foyer", name: "../foyer.jpg" }));

    expect(status).toBe(201);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(body).toMatchObject({
      alt,
      title: "Foyer",
      file_name: "foyer.jpg",
      width: 1000,
      height: 600,
      content_type: "image/jpeg",
      bytes: original.length,
    });
    expect(body.key).toMatch(/^uploads\/[0-9a-f]{32}$/);
    expect(body.image_obj).toEqual({ key: body.key, url: `/media/${body.key}/original.jpg`, alt });

    for (const breakpoint of BREAKPOINTS) {
      // Breakpoints above the image's width hold it at its own width: never upscaled.
      const width = Math.min(breakpoint, 1000);
      for (const [format, type] of [
        ["webp", "image/webp"],
        ["jpg", "image/jpeg"],
      ] as const) {
        const bytes = await r2Bytes(`${body.key}/${breakpoint}.${format}`);
        expect(readImageHeader(bytes), `${breakpoint}.${format}`).toEqual({
          type,
          size: { width, height: Math.round((width * 600) / 1000) },
        });
        expect(contains(bytes, "Exif"), `${breakpoint}.${format}`).toBe(false);
        expect(contains(bytes, EXIF_CAMERA), `${breakpoint}.${format}`).toBe(false);
      }
    }
    const stored = await r2Bytes(`${body.key}/original.jpg`);
    expect(readImageHeader(stored).size).toEqual({ width: 1000, height: 600 });
    expect(contains(stored, "Exif")).toBe(false);
    expect(contains(stored, EXIF_CAMERA)).toBe(false);
    expect((await env.MEDIA.list({ prefix: `${body.key}/` })).objects).toHaveLength(13);

    const log = await env.DB.prepare(
      "SELECT user_id, action, lang, details FROM activity_log WHERE object_type = 'media' AND object_id = ?1",
    )
      .bind(body.id)
      .all();
    expect(log.results).toEqual([
      {
        user_id: expect.any(Number),
        action: "create",
        lang: "de",
        details: JSON.stringify({ key: body.key, file_name: "foyer.jpg" }),
      },
    ]);

    // Every URL the answer names is served, as a seeded image's are.
    const urls = [body.image_obj?.url ?? "", ...Object.values(body.image_thumbnails ?? {})];
    expect(urls).toHaveLength(5);
    for (const url of urls) {
      const served = await fetchMedia(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get("Content-Type"), url).toBe(url.endsWith(".webp") ? "image/webp" : "image/jpeg");
    }
  });

  it("downscales a large image to each breakpoint and the original to 1920 pixels", async () => {
    const { status, body } = await post(upload(await png(2400, 1200), { alt: "Breit", name: "wide.png" }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 2400, height: 1200, content_type: "image/png" });
    for (const breakpoint of BREAKPOINTS) {
      expect(readImageHeader(await r2Bytes(`${body.key}/${breakpoint}.webp`)).size).toEqual({
        width: breakpoint,
        height: breakpoint / 2,
      });
    }
    expect(readImageHeader(await r2Bytes(`${body.key}/original.jpg`)).size).toEqual({ width: 1920, height: 960 });
  });

  it("takes WebP, AVIF and GIF uploads, a one-pixel image included", async () => {
    const source = await png(400, 300);
    for (const [bytes, type, size] of [
      [await convert(source, "image/webp"), "image/webp", { width: 400, height: 300 }],
      [await convert(source, "image/avif"), "image/avif", { width: 400, height: 300 }],
      [TINY_GIF, "image/gif", { width: 1, height: 1 }],
    ] as const) {
      const { status, body } = await post(
        upload(bytes, { alt: type, name: "upload.bin", type: "application/octet-stream" }),
      );
      expect(status, type).toBe(201);
      expect(body, type).toMatchObject({ content_type: type, ...size });
      expect(readImageHeader(await r2Bytes(`${body.key}/1536.jpg`)).size, type).toEqual(size);
    }
  });

  it("takes back the files it wrote when the row cannot be stored", async () => {
    const trigger = uniqueToken("refuse_media").replaceAll("-", "_");
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON media WHEN NEW.alt = 'fail' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    ).run();
    onTestFinished(async () => {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    });
    const before = await writtenState();
    const { status } = await post<ErrorBody>(upload(await jpegWithExif(64, 48), { alt: "fail" }));
    expect(status).toBe(500);
    expect(await writtenState()).toEqual(before);
  });
});

/** A GET through the whole worker, answered as it is (not JSON). */
async function fetchMedia(url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${url}`), env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

describe("POST media/ refusals", () => {
  const csrf = {
    Cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
    [CSRF_HEADER]: TEST_CSRF_TOKEN,
    Origin: ORIGIN,
  };

  it("401 without a session", async () => {
    const image = await jpegWithExif(64, 48);
    await expectRefused(
      () => getJson<ErrorBody>(MEDIA_API, { method: "POST", headers: csrf, body: upload(image, { alt: "x" }) }),
      401,
      "not_authenticated",
    );
  });

  it("403 without the CSRF token and from another origin", async () => {
    const image = await jpegWithExif(64, 48);
    const session = await editorSession();
    await expectRefused(
      () =>
        getJson<ErrorBody>(MEDIA_API, {
          method: "POST",
          headers: { ...session.headers, Origin: ORIGIN },
          body: upload(image, { alt: "x" }),
        }),
      403,
      "csrf_failed",
    );
    await expectRefused(
      () =>
        getJson<ErrorBody>(MEDIA_API, {
          method: "POST",
          headers: {
            ...csrf,
            Cookie: `${session.headers.Cookie}; ${csrf.Cookie}`,
            Origin: "https://evil.example",
          },
          body: upload(image, { alt: "x" }),
        }),
      403,
      "cross_origin",
    );
  });

  it("415 for a text/plain body", async () => {
    const session = await editorSession();
    await expectRefused(
      () =>
        getJson<ErrorBody>(MEDIA_API, {
          method: "POST",
          headers: {
            ...csrf,
            Cookie: `${session.headers.Cookie}; ${csrf.Cookie}`,
            "Content-Type": "text/plain",
          },
          body: "file=photo.jpg",
        }),
      415,
      "unsupported_media_type",
    );
  });

  it("413 above 20 MiB: by the body's length before reading it, and by the file's size", async () => {
    const jpegOf = (bytes: number) => {
      const file = new Uint8Array(bytes);
      file.set([0xff, 0xd8, 0xff, 0xe0]);
      return file;
    };
    await expectRefused(
      () => post<ErrorBody>(upload(jpegOf(21 * 1024 * 1024), { alt: "Zu groß" })),
      413,
      "payload_too_large",
    );
    await expectRefused(
      () => post<ErrorBody>(upload(jpegOf(20 * 1024 * 1024 + 1), { alt: "Knapp zu groß" })),
      413,
      "file_too_large",
      "file",
    );
  });

  it("415 for a file that is not an image, or an SVG, whatever its name and type say", async () => {
    const text = new TextEncoder().encode("just some text, not an image");
    await expectRefused(() => post<ErrorBody>(upload(text, { alt: "Text" })), 415, "file_type", "file");
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefused(
      () => post<ErrorBody>(upload(svg, { alt: "SVG", name: "logo.svg", type: "image/svg+xml" })),
      415,
      "file_type",
      "file",
    );
  });

  it("422 for a broken image: an unreadable header, or pixels that cannot be decoded", async () => {
    const garbage = new Uint8Array(2048).fill(0x42);
    garbage.set([0xff, 0xd8, 0xff, 0xe0, 0x00]);
    await expectRefused(() => post<ErrorBody>(upload(garbage, { alt: "Kaputt" })), 422, "image_unreadable", "file");

    const jpeg = await convert(await png(800, 600), "image/jpeg");
    const cut = jpeg.slice(0, Math.floor(jpeg.length / 3));
    await expectRefused(() => post<ErrorBody>(upload(cut, { alt: "Halb" })), 422, "image_unreadable", "file");
  });

  it("422 for absurd dimensions, before anything decodes them", async () => {
    await expectRefused(
      () => post<ErrorBody>(upload(pngClaiming(20_000, 20_000), { alt: "Riesig", type: "image/png" })),
      422,
      "image_dimensions",
      "file",
    );
    await expectRefused(
      () => post<ErrorBody>(upload(pngClaiming(10_000, 10_000), { alt: "100 Megapixel", type: "image/png" })),
      422,
      "image_dimensions",
      "file",
    );
  });

  it("400 naming the field: no alt text, a blank one, no file", async () => {
    const image = await jpegWithExif(64, 48);
    await expectRefused(() => post<ErrorBody>(upload(image)), 400, "invalid_body", "alt");
    await expectRefused(() => post<ErrorBody>(upload(image, { alt: "   " })), 400, "invalid_body", "alt");
    await expectRefused(() => post<ErrorBody>(upload(null, { alt: "Ohne Datei" })), 400, "file_missing", "file");
  });
});

describe("GET media/", () => {
  it("lists and searches for editors only, never cached", async () => {
    const token = uniqueToken("suche");
    const image = await jpegWithExif(64, 48);
    const byAlt = (await post(upload(image, { alt: `Bühne ${token}` }))).body;
    const byName = (await post(upload(image, { alt: "Saal", name: `${token}.jpg` }))).body;

    const anonymous = await getJson<ErrorBody>(MEDIA_API);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");

    const session = await editorSession();
    const list = await getJson<Paged<MediaItem>>(`${MEDIA_API}?q=${token}`, session);
    expect(list.status).toBe(200);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((item) => item.id)).toEqual([byName.id, byAlt.id]);

    const narrowed = await getJson<Paged<MediaItem>>(`${MEDIA_API}?q=${encodeURIComponent(`bühne ${token}`)}`, session);
    expect(narrowed.body.results.map((item) => item.id)).toEqual([byAlt.id]);

    // LIKE's wildcards are searched for as themselves.
    const wildcard = await getJson<Paged<MediaItem>>(`${MEDIA_API}?q=${encodeURIComponent(`${token}%`)}`, session);
    expect(wildcard.body.count).toBe(0);

    const all = await getJson<Paged<MediaItem>>(MEDIA_API, session);
    expect(all.body.results[0]?.id).toBe(byName.id);
    expect(all.body.count).toBeGreaterThanOrEqual(2);

    // The seed's images are in the library too, so editors can pick them.
    const seeded = await getJson<Paged<MediaItem>>(`${MEDIA_API}?q=gallery-foyer`, session);
    expect(seeded.body.results).toEqual([
      expect.objectContaining({ key: "images/gallery-foyer", file_name: "gallery-foyer.jpg", bytes: null }),
    ]);

    expect((await getJson<ErrorBody>(`${MEDIA_API}?page=x`, session)).body).toMatchObject({
      error: "invalid_query",
      field: "page",
    });
    expect((await getJson<ErrorBody>(`${MEDIA_API}?page=9999`, session)).status).toBe(404);
  });
});
