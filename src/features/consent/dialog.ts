import "./consent.css";
import { type ConsentCategory, consentCategories, consentServices } from "../../lib/consent";
import type { Lang } from "../../lib/languages";
import { privacyPath } from "./legal";
import { type ConsentTexts, loadConsentTexts } from "./texts";

/**
 * The consent dialog of SPEC §9 in plain DOM outside React's tree, so that on a first visit it
 * works before the page has hydrated: a non-modal banner (the page stays usable, no cookie wall)
 * and the settings as a modal <dialog> (focus stays inside, Escape closes). Each refusing button
 * weighs as much as the accepting one.
 */

export interface ConsentDialogActions {
  /** The visitor chose these categories (`required` is added by the caller). */
  choose(categories: readonly ConsentCategory[]): void;
  /** The banner's 'Settings' button. */
  openPreferences(): void;
}

type Child = Node | string | null;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  children: readonly Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) {
    if (child !== null) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const node = h("button", { type: "button", class: "button" }, [label]);
  node.addEventListener("click", onClick);
  return node;
}

function choiceButtons(texts: ConsentTexts, actions: ConsentDialogActions, third: HTMLButtonElement): HTMLElement {
  return h("div", { class: "consent__buttons" }, [
    button(texts.acceptAll, () => actions.choose(consentCategories)),
    button(texts.acceptNecessary, () => actions.choose([])),
    third,
  ]);
}

function textWithPrivacyLink(lang: Lang, text: string, texts: ConsentTexts, id?: string): HTMLParagraphElement {
  const link = h("a", { href: privacyPath(lang) }, [texts.privacyLink]);
  return h("p", id ? { id, class: "consent__text" } : { class: "consent__text" }, [`${text} `, link]);
}

interface OpenBanner {
  dialog: HTMLDialogElement;
  lang: Lang;
  /** Where focus was before the banner took it. */
  returnFocus: Element | null;
}

let banner: OpenBanner | null = null;
let preferences: HTMLDialogElement | null = null;

function refocus(element: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected) element.focus({ preventScroll: true });
}

/**
 * Shows the banner in `lang`, or changes an open banner's language. `takeFocus` moves focus to
 * it (a screen reader then reads its name and text) unless the visitor is at work in the page
 * (focus on one of its elements), where focus stays.
 */
export async function showConsentBanner(lang: Lang, actions: ConsentDialogActions, takeFocus: boolean): Promise<void> {
  const texts = await loadConsentTexts(lang);
  if (banner?.lang === lang) return;
  const replaced = banner;
  const before = document.activeElement;
  const dialog = h(
    "dialog",
    {
      class: "consent consent-banner",
      "aria-label": texts.label,
      "aria-describedby": "consent-banner-text consent-banner-hint",
      tabindex: "-1",
    },
    [
      h("h2", { class: "consent__title" }, [texts.title]),
      // Two short paragraphs rather than one long one: the banner covers less of a small
      // screen, and its text does not outweigh the page's own content as the largest paint.
      h("p", { id: "consent-banner-text", class: "consent__text" }, [texts.description]),
      textWithPrivacyLink(lang, texts.changeHint, texts, "consent-banner-hint"),
      choiceButtons(texts, actions, button(texts.showPreferences, actions.openPreferences)),
    ],
  );
  replaced?.dialog.remove();
  document.body.appendChild(dialog);
  // show() moves focus into the dialog by itself: put it where it belongs.
  dialog.show();
  const pageHadFocus = before instanceof HTMLElement && before !== document.body && before.isConnected;
  if (pageHadFocus) refocus(before);
  else if (takeFocus) dialog.focus({ preventScroll: true });
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  banner = { dialog, lang, returnFocus: replaced ? replaced.returnFocus : before };
  // The banner does not block the page: what the keyboard reaches scrolls clear of it.
  document.documentElement.style.scrollPaddingBottom = `${dialog.offsetHeight}px`;
}

/** Whether the banner is showing (a language change then shows it in the new language). */
export function isConsentBannerOpen(): boolean {
  return banner !== null;
}

/** Removes the banner; focus it held goes back to where it was before. */
export function hideConsentBanner(): void {
  if (!banner) return;
  const { dialog, returnFocus } = banner;
  banner = null;
  document.documentElement.style.scrollPaddingBottom = "";
  const hadFocus = dialog.contains(document.activeElement);
  dialog.remove();
  if (hadFocus) refocus(returnFocus);
}

function categoryChoice(category: ConsentCategory, texts: ConsentTexts, granted: ReadonlySet<ConsentCategory>) {
  const id = `consent-${category}`;
  const box = h("input", { type: "checkbox", id, "aria-describedby": `${id}-text` });
  box.checked = category === "required" || granted.has(category);
  box.disabled = category === "required";
  const kinds = consentServices[category].map((kind) => texts.services[kind]);
  const section = h("div", { class: "consent-category" }, [
    h("div", { class: "consent-category__choice" }, [box, h("label", { for: id }, [texts.categories[category].title])]),
    h("p", { id: `${id}-text`, class: "consent__text" }, [texts.categories[category].text]),
    kinds.length > 0
      ? h("p", { class: "consent-category__kinds" }, [`${texts.kindsLabel}: ${kinds.join(", ")}`])
      : null,
  ]);
  return { box, section };
}

/** Opens the settings with the `granted` categories ticked; the banner, if open, stays behind them. */
export async function showConsentPreferences(
  lang: Lang,
  granted: ReadonlySet<ConsentCategory>,
  actions: ConsentDialogActions,
): Promise<void> {
  const texts = await loadConsentTexts(lang);
  if (preferences) return;
  const choices = consentCategories.map((category) => categoryChoice(category, texts, granted));
  const title = h("h2", { id: "consent-preferences-title", class: "consent__title" }, [texts.preferencesTitle]);
  const close = h("button", { type: "button", class: "consent-preferences__close", "aria-label": texts.close }, ["×"]);
  const save = button(texts.save, () =>
    actions.choose(consentCategories.filter((_, index) => choices[index]?.box.checked)),
  );
  const dialog = h("dialog", { class: "consent consent-preferences", "aria-labelledby": title.id }, [
    h("div", { class: "consent-preferences__head" }, [title, close]),
    h("div", { class: "consent-preferences__body" }, [
      h("h3", {}, [texts.introTitle]),
      h("p", { class: "consent__text" }, [texts.introText]),
      ...choices.map((choice) => choice.section),
      h("h3", {}, [texts.moreTitle]),
      textWithPrivacyLink(lang, texts.moreText, texts),
    ]),
    choiceButtons(texts, actions, save),
  ]);
  const opener = document.activeElement;
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    if (preferences === dialog) preferences = null;
    dialog.remove();
    refocus(opener);
  });
  document.body.appendChild(dialog);
  preferences = dialog;
  dialog.showModal();
}

/** Closes whatever of the dialog is open (a choice was made). */
export function closeConsentDialogs(): void {
  preferences?.close();
  hideConsentBanner();
}
