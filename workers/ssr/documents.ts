import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { createTranslator, loadMessages } from "../../src/i18n/messages";
import type { Lang } from "../../src/lib/languages";
import type { CustomErrorPage } from "../../src/schemas/error-pages";

/**
 * Plain documents for when the React app must not or cannot run: the site is offline, or
 * rendering itself failed. No scripts; one nonce'd style block. `style` and `body` go in as they
 * are, hence already-escaped markup only.
 */
function documentShell(
  lang: Lang,
  nonce: string,
  title: string,
  style: HtmlEscapedString,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
) {
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${nonce}">${style}</style>
</head>
<body>${body}</body>
</html>`;
}

const PLAIN_STYLE = raw(`
body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.5 system-ui,sans-serif;color:#1d1d1b;background:#fff}
main{max-width:36rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
a{color:#0b57a4}
`);

function plainDocument(lang: Lang, nonce: string, title: string, body: string, homeLabel?: string) {
  return documentShell(
    lang,
    nonce,
    title,
    PLAIN_STYLE,
    html`<main><h1>${title}</h1><p>${body}</p>${homeLabel ? html`<p><a href="/${lang}">${homeLabel}</a></p>` : ""}</main>`,
  );
}

/** The design's custom error file in place of the plain body (its style and body, sanitised by the worker). */
function customDocument(lang: Lang, nonce: string, title: string, page: CustomErrorPage) {
  return documentShell(lang, nonce, title, raw(page.style), raw(page.body));
}

/** SPEC §4 'Website offline': the custom 503 file of the design settings when there is one. */
export async function offlineDocument(
  lang: Lang,
  nonce: string,
  custom: CustomErrorPage | null = null,
): Promise<HtmlEscapedString> {
  await loadMessages(lang);
  const t = createTranslator(lang);
  if (custom) return customDocument(lang, nonce, t("error.siteOffline"), custom);
  return plainDocument(lang, nonce, t("error.siteOffline"), t("error.siteOfflineText"));
}

export async function fatalErrorDocument(lang: Lang, nonce: string): Promise<HtmlEscapedString> {
  await loadMessages(lang);
  const t = createTranslator(lang);
  return plainDocument(lang, nonce, t("error.unknown"), t("error.tryAgainLater"), t("error.toHomepage"));
}
