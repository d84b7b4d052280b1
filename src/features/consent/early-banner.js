// Inlined into language pages by workers/ssr/early-consent.ts, which calls this function: a file
// of plain JavaScript read as text (`?raw`), because the worker build wraps compiled functions in
// helpers (`__name`) that do not exist in the page.

// Runs inline at the end of a language page (not a legal one), while the page is still being
// parsed: shows a visitor who has not chosen yet the consent banner with the page's first paint,
// instead of after the entry chunk, the dialog module and its texts have arrived over the network.
// A button pressed before then notes its choice on the element (`data-chosen`); the dialog module
// takes the element over and acts on it. The same rules as the controller: no banner once a
// `cookieName` cookie exists, none for crawlers and automated browsers. `html` is the banner's
// markup (consentBannerHtml), `crawlerPattern` the source of the crawler user-agent pattern.
// Whole-line comments are dropped when the script is built.
// biome-ignore lint/correctness/noUnusedVariables: called by the script built around this file
function showEarlyConsentBanner(html, cookieName, crawlerPattern) {
  if (document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${cookieName}=`))) return;
  if (navigator.webdriver || new RegExp(crawlerPattern, "i").test(navigator.userAgent)) return;
  const template = document.createElement("template");
  template.innerHTML = html;
  const dialog = template.content.firstElementChild;
  if (!(dialog instanceof HTMLDialogElement)) return;
  dialog.addEventListener("click", (event) => {
    const choice = event.target instanceof Element ? event.target.closest("[data-consent]") : null;
    if (choice) dialog.dataset.chosen = choice.getAttribute("data-consent") ?? "";
  });
  document.body.appendChild(dialog);
  dialog.show();
  dialog.focus({ preventScroll: true });
  document.documentElement.style.scrollPaddingBottom = `${dialog.offsetHeight}px`;
}
