/**
 * A few seconds of the public answers SSR loaders read in-process, per isolate (ADR 0005, 0019).
 * A page rendered for a visitor the page cache cannot serve (a cart, a dismissed alert)
 * still reads the same events, articles, navigation and page payload as everyone else; answering
 * those calls afresh (routing, D1 or the KV memo, JSON) was about a third of such a render.
 * Answers are kept per content generation, so a save is seen at once in the isolate that saved.
 */

import { languages } from "../../src/lib/languages";
import { ExpiringMap } from "../cache/expiring-map";
import { memoSeconds } from "../cache/memo-seconds";
import type { InProcessFetch } from "./render";

/**
 * The calls whose answers are the same for every visitor without an editor session: content and
 * settings. Not the user's details, carts and orders, nor the search overview (each call is
 * logged for the dashboard). A call not listed here is never shared.
 */
const PUBLIC_CALLS = [
  "pageeditor-api/(?:settings|nav|page)",
  "api/(?:articles|articles-teaser|article-tags|article-categories|breaking-news|calendar|error-pages|events|" +
    "event-tags|exhibition-types|forms|genres|opening-hours-today|persons|productions|rooms|series|teasers|venues)",
];
const PUBLIC_READ = new RegExp(`^/(?:(?:${languages.join("|")})/)?(?:${PUBLIC_CALLS.join("|")})(?:/|$)`);

/** Larger answers are not kept: they are rare, and memory is bounded by count times this. */
const MAX_BODY_LENGTH = 64 * 1024;

interface Answer {
  body: string;
  contentType: string;
}

const answers = new ExpiringMap<Answer>(200);

/** The memo key of a call whose answer may be shared with other visitors, or null. */
function shareableKey(request: Request, generation: number): string | null {
  const shareable = request.method === "GET" && PUBLIC_READ.test(new URL(request.url).pathname);
  return shareable ? `${generation} ${request.url}` : null;
}

/** A 200 that does not mark itself personal (belt and braces on top of the allow-list). */
function isPublicAnswer(response: Response): boolean {
  return response.status === 200 && !/\b(?:private|no-store)\b/i.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * `fetchInProcess` for a render the page cache will not keep, for a visitor without an editor
 * session: public answers are kept for CACHE_MEMO_SECONDS and reused by the next such renders
 * in this isolate at the same content `generation`. Editors always read live data.
 */
export function memoisedReads(env: Env, fetchInProcess: InProcessFetch, generation: number): InProcessFetch {
  const seconds = memoSeconds(env);
  if (seconds === 0) return fetchInProcess;
  return async (request) => {
    const key = shareableKey(request, generation);
    if (key === null) return fetchInProcess(request);
    const kept = answers.get(key);
    if (kept) return new Response(kept.body, { status: 200, headers: { "Content-Type": kept.contentType } });
    const response = await fetchInProcess(request);
    if (!isPublicAnswer(response)) return response;
    const body = await response.text();
    if (body.length <= MAX_BODY_LENGTH) {
      answers.set(key, { body, contentType: response.headers.get("Content-Type") ?? "application/json" }, seconds);
    }
    return new Response(body, response);
  };
}
