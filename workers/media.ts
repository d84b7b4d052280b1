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
    const object = await c.env.MEDIA.get(key);
    if (!object) return c.json({ error: "not_found", detail: "Not found." }, 404);
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", "public, max-age=31536000, immutable");
    // Uploads are images, audio, video and PDFs; should anything else ever be stored (an SVG, an
    // HTML file), it is downloaded, and opened anyway it may run no script.
    if (!/^(?:image\/(?!svg)|audio\/|video\/|application\/pdf$)/.test(headers.get("Content-Type") ?? "")) {
      headers.set("Content-Disposition", "attachment");
      headers.set("Content-Security-Policy", DOWNLOAD_CSP);
    }
    return new Response(object.body, { headers });
  });
  return app;
}
