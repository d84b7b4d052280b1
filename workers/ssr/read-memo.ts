/**
 * A few seconds of the public answers SSR loaders read in-process, per isolate (ADR 0005,
 * update). A page rendered for a visitor the page cache cannot serve (a cart, a dismissed alert)
 * still reads the same events, articles, navigation and page payload as everyone else; reading
 * them from D1 on every render was about a third of a render's cost.
 */

import { memoSeconds } from "../cache/read-through";
import type { InProcessFetch } from "./render";

const LIMIT = 300;

interface Answer {
  body: string;
  contentType: string;
  expires: number;
}

const answers = new Map<string, Answer>();

/** Whether an answer may be reused for other visitors: a 200 that is not marked personal. */
function isShareable(response: Response): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(?:private|no-store)\b/i.test(cacheControl);
}

/**
 * `fetchInProcess` for a visitor without an editor session: GET answers that are not personal
 * (personal ones carry `Cache-Control: private, no-store`) are kept for CACHE_MEMO_SECONDS and
 * reused by the next renders in this isolate. Editors always read live data.
 */
export function memoisedReads(env: Env, fetchInProcess: InProcessFetch): InProcessFetch {
  const seconds = memoSeconds(env);
  if (seconds === 0) return fetchInProcess;
  return async (request) => {
    if (request.method !== "GET") return fetchInProcess(request);
    const key = request.url;
    const kept = answers.get(key);
    if (kept && kept.expires > Date.now()) {
      return new Response(kept.body, { status: 200, headers: { "Content-Type": kept.contentType } });
    }
    const response = await fetchInProcess(request);
    if (!isShareable(response)) return response;
    const body = await response.text();
    if (answers.size >= LIMIT) answers.delete(answers.keys().next().value as string);
    answers.delete(key);
    answers.set(key, {
      body,
      contentType: response.headers.get("Content-Type") ?? "application/json",
      expires: Date.now() + seconds * 1000,
    });
    return new Response(body, response);
  };
}
