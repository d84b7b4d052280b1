import { sanitiseRawHtml } from "../src/lib/html-sanitiser";
import type { Lang } from "../src/lib/languages";
import type { CustomErrorPage } from "../src/schemas/error-pages";
import type { SiteSettings } from "../src/schemas/settings";
import { memoised } from "./cache/read-through";
import { insertErrorLog } from "./db/error-log";
import { isoSeconds } from "./db/shared";

/** SPEC §8's log text when the configured file cannot be used. */
export const CUSTOM_HTML_FAILED = "Unable to load custom HTML file for this error";

/** Bigger files are not error pages; refusing them bounds the work per request. */
const MAX_BYTES = 256 * 1024;

/** Elements that could run code, load other documents or change the page around the error. */
const DROPPED_ELEMENTS = [
  "script",
  "noscript",
  // Their own namespaces carry animation elements that can set attributes (e.g. <set to="…">).
  "svg",
  "math",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "link",
  "meta",
  "base",
  "title",
  "form",
  "input",
  "button",
  "select",
  "textarea",
].join(", ");

const URL_ATTRIBUTES = new Set(["href", "src", "srcset", "action", "formaction", "xlink:href", "poster", "background"]);
// HTMLRewriter hands attribute values over with entities still encoded (`javascript&colon;`), and
// browsers skip control characters before a scheme and tabs or newlines inside it. So a URL is kept
// only when it starts with a web, mail or phone scheme or a relative prefix, which nothing after it
// can turn into another scheme, or has neither a colon nor an `&` (that could spell one): no scheme.
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:&]*$)/i;

/**
 * Reads the style and body of a custom error document (SPEC §7 'style and body of the returned
 * document are read'), sanitised with workerd's HTML parser: code-bearing elements, event
 * handler attributes and non-web URLs are dropped; CSS loses `@import` and cannot close its tag.
 */
export async function extractErrorDocument(html: string): Promise<CustomErrorPage> {
  const styles: string[] = [];
  let current = "";
  const rewriter = new HTMLRewriter()
    .onDocument({
      comments: (comment) => {
        comment.remove();
      },
    })
    .on("style", {
      element: (element) => {
        element.remove();
      },
      text: (chunk) => {
        current += chunk.text;
        if (chunk.lastInTextNode) {
          styles.push(current);
          current = "";
        }
      },
    })
    .on(`${DROPPED_ELEMENTS}, head`, {
      element: (element) => {
        element.remove();
      },
    })
    .on("html, body", {
      element: (element) => {
        element.removeAndKeepContent();
      },
    })
    .on("*", {
      element: (element) => {
        // The app's DOM lib merges its Element into the rewriter's; this is the rewriter's iterator.
        const attributes = element.attributes as unknown as Iterable<[string, string]>;
        for (const [name, value] of [...attributes]) {
          const lower = name.toLowerCase();
          if (lower.startsWith("on") || (URL_ATTRIBUTES.has(lower) && !SAFE_URL.test(value.trim()))) {
            element.removeAttribute(name);
          }
        }
      },
    });
  const rewritten = await rewriter.transform(new Response(html)).text();
  // The rewriter takes the document apart; the raw-HTML allow-list then decides what of the
  // body stays (a repeated attribute or `<plaintext>` get past the pass above).
  const body = sanitiseRawHtml(rewritten.replace(/^\s*<!doctype[^>]*>/i, "").trim());
  const style = styles
    .join("\n")
    .replace(/@import[^;]*;?/gi, "")
    .replace(/<\//g, "<\\/")
    .trim();
  return { style, body };
}

/** A configured error page file as a path of this site, or null when it is not a site path. */
function sitePath(configured: string): string | null {
  return configured.startsWith("/") && !configured.startsWith("//") ? configured : null;
}

/**
 * The custom error page configured for `status`, read from the static files; null when none is
 * configured. A configured file that cannot be read is logged (console and error_log) and
 * answers null, so the caller shows the generic page (SPEC §8). The isolate reuses the answer
 * for a few seconds, so a client repeating the call neither re-parses the file nor floods the log.
 */
export async function loadCustomErrorPage(
  env: Env,
  settings: SiteSettings | null,
  status: number,
  requestUrl: string,
  lang: Lang,
): Promise<CustomErrorPage | null> {
  const configured = settings?.design.errors[String(status)];
  if (!configured) return null;
  return memoised(env, `error-page:${status}:${configured}`, () =>
    readCustomErrorPage(env, status, configured, requestUrl, lang),
  );
}

async function readCustomErrorPage(
  env: Env,
  status: number,
  configured: string,
  requestUrl: string,
  lang: Lang,
): Promise<CustomErrorPage | null> {
  const path = sitePath(configured);
  try {
    if (!path) throw new Error(`not a path of this site: ${configured}`);
    const response = await env.ASSETS.fetch(new URL(path, requestUrl));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (!response.headers.get("Content-Type")?.startsWith("text/html")) throw new Error(`${path} is not HTML`);
    const html = await response.text();
    if (html.length > MAX_BYTES) throw new Error(`${path} is larger than ${MAX_BYTES} bytes`);
    return await extractErrorDocument(html);
  } catch (error) {
    console.error(CUSTOM_HTML_FAILED, status, error);
    await insertErrorLog(env.DB, {
      url: (path ?? configured).slice(0, 2000),
      status,
      message: CUSTOM_HTML_FAILED,
      lang,
      createdAt: isoSeconds(new Date()),
    }).catch((logError: unknown) => console.error("error log not written", logError));
    return null;
  }
}
