import { type ApiRefusal, type JsonAnswer, type Method, sendJson } from "../lib/json-request";
import type { Lang } from "../lib/languages";
import { langOfPath, refusalIn } from "./messages";

/**
 * The editor's calls of SPEC §7's page-editor API: same-origin credentials, the CSRF header,
 * JSON bodies (FormData for uploads). A 401 hands over to the login modal the island registers
 * (SPEC §4) and, once the editor has signed in again, sends the same call once more, so nothing
 * typed is lost.
 */

export type { Method } from "../lib/json-request";
/** A refusal's body (workers/api: `{ error, detail, field?, problems?, current? }`). */
export type EditorError = ApiRefusal;
export type EditorAnswer<T> = JsonAnswer<T>;

type SignInAgain = () => Promise<boolean>;
let signInAgain: SignInAgain | null = null;

/** Registers what a 401 opens: resolves true once signed in again, false when the editor gave up. */
export function onUnauthorized(handler: SignInAgain | null): void {
  signInAgain = handler;
}

/**
 * One call; after a 401 the login modal, then the call once more. A refusal answers in the
 * editor's language, so every caller shows the editor's words: the language of the path
 * (`/{de|en}/pageeditor-api/…`), unless a call to the other language's page names the editor's.
 */
export async function editorRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  messagesLang: Lang = langOfPath(path),
): Promise<EditorAnswer<T>> {
  const first = await sendJson<T>(method, path, body);
  if (first.ok) return first;
  if (first.status !== 401 || !signInAgain || !(await signInAgain())) return inLanguage(messagesLang, first);
  const again = await sendJson<T>(method, path, body);
  return again.ok ? again : inLanguage(messagesLang, again);
}

type Refused = Extract<EditorAnswer<unknown>, { ok: false }>;

function inLanguage(lang: Lang, answer: Refused): Refused {
  return { ...answer, body: refusalIn(lang, answer.status, answer.body) };
}

/** Paths of the page-editor API in one language. */
export function editorPaths(lang: Lang) {
  const base = `/${lang}/pageeditor-api`;
  return {
    user: `${base}/user/`,
    login: `${base}/login/`,
    /** The editable read of a page (`path` below the language, '' for home). */
    page: (path: string) => `${base}/page/${path.replace(/^\/+/, "")}`,
    editablePage: (path: string) => `${base}/page/${path.replace(/^\/+/, "")}?edit`,
    versions: (path: string) => `${base}/page/${path.replace(/^\/+|\/+$/g, "")}/versions/`,
    restoreVersion: (path: string, id: number) =>
      `${base}/page/${path.replace(/^\/+|\/+$/g, "")}/versions/${id}/restore/`,
    container: `${base}/container/`,
    bySlug: (slug: string) => `${base}/container/by-slug/${encodeURIComponent(slug)}/`,
    create: (model: string) => `${base}/${model}/`,
    module: (model: string, id: number) => `${base}/${model}/${id}/`,
    moduleAction: (model: string, id: number, action: "move" | "copy" | "undo") => `${base}/${model}/${id}/${action}/`,
    media: `${base}/media/`,
    redirects: `${base}/redirects/`,
  };
}
