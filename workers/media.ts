import { Hono } from "hono";
import { TEMP_PREFIX } from "./api/temp-files";
import type { AppEnv } from "./env";

/** The policy of a stored file served for download (security-headers keeps a policy it finds). */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";

const KEY_SHAPE = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Serves uploads and generated images from R2; keys are content-addressed by the seed and uploads. */
export function media() {
  const app = new Hono<AppEnv>();
  app.get("/*", async (c) => {
    const key = c.req.path.replace(/^\/media\//, "");
    // Form uploads (temp/) are for editors, never public files.
    if (!KEY_SHAPE.test(key) || key.includes("..") || key.startsWith(TEMP_PREFIX))
      return c.json({ error: "not_found", detail: "Not found." }, 404);
    const range = byteRange(c.req.header("Range"));
    let object: R2ObjectBody | null;
    try {
      object = await c.env.MEDIA.get(key, range ? { range } : undefined);
    } catch (error) {
      // R2 refuses a range outside the file: 416 with its size, as HTTP asks.
      const head = range ? await c.env.MEDIA.head(key) : null;
      if (!range || !head) throw error;
      const beyond = head.size === 0 || ("offset" in range && (range.offset ?? 0) >= head.size);
      if (!beyond) throw error;
      return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${head.size}` } });
    }
    if (!object) return c.json({ error: "not_found", detail: "Not found." }, 404);
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", "public, max-age=31536000, immutable");
    // Players seek (and Safari plays video at all) by asking for parts of a file.
    headers.set("Accept-Ranges", "bytes");
    // Uploads are images, audio, video and PDFs; should anything else ever be stored (an SVG, an
    // HTML file), it is downloaded, and opened anyway it may run no script.
    if (!/^(?:image\/(?!svg)|audio\/|video\/|application\/pdf$)/.test(headers.get("Content-Type") ?? "")) {
      headers.set("Content-Disposition", "attachment");
      headers.set("Content-Security-Policy", DOWNLOAD_CSP);
    }
    if (range && object.size > 0) {
      const [first, last] = servedRange(range, object.size);
      headers.set("Content-Range", `bytes ${first}-${last}/${object.size}`);
      headers.set("Content-Length", String(last - first + 1));
      return new Response(object.body, { status: 206, headers });
    }
    return new Response(object.body, { headers });
  });
  return app;
}

/**
 * One byte range of a `Range` header (`bytes=0-99`, `bytes=100-`, `bytes=-500`) for R2, or null
 * for none or anything else (several ranges, other units, nonsense): the whole file is served
 * then, which HTTP allows.
 */
function byteRange(header: string | undefined): R2Range | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [start, end] = [match[1] === "" ? null : Number(match[1]), match[2] === "" ? null : Number(match[2])];
  if (start === null) return end === 0 ? null : { suffix: end ?? 0 };
  if (end === null) return { offset: start };
  return end < start ? null : { offset: start, length: end - start + 1 };
}

/** The first and last byte served for `range` of a file of `size` bytes (R2 clips the end). */
function servedRange(range: R2Range, size: number): [number, number] {
  if ("suffix" in range) return [Math.max(0, size - range.suffix), size - 1];
  const first = range.offset ?? 0;
  const last = range.length === undefined ? size - 1 : Math.min(size - 1, first + range.length - 1);
  return [first, last];
}
