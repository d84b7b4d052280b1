/**
 * What the module schemas put HTML fields through, provided from outside them so that a
 * browser checking a module before it is sent (the editor) does not download the sanitiser.
 * The server's sanitisers (lib/html-sanitiser.ts) are registered where the worker starts and
 * always win; the editor's checks may run without them, since the server sanitises whatever it
 * stores. With neither, parsing HTML throws rather than letting unsanitised markup through.
 */
export interface HtmlCleaning {
  richText(html: string): string;
  rawHtml(html: string): string;
}

const unchanged = (html: string) => html;

let sanitisers: HtmlCleaning | null = null;
let checkOnly = false;

/** The server's sanitisers (called by lib/html-sanitiser.ts). */
export function provideHtmlSanitisers(provided: HtmlCleaning): void {
  sanitisers = provided;
}

/** For checks in the browser only: HTML fields are checked as given where no sanitiser is provided. */
export function allowUnsanitisedChecks(): void {
  checkOnly = true;
}

export function htmlCleaning(): HtmlCleaning {
  if (sanitisers) return sanitisers;
  if (checkOnly) return { richText: unchanged, rawHtml: unchanged };
  throw new Error("HTML parsed before the sanitisers were provided (registerHtmlSanitisers, src/lib/html-sanitiser)");
}
