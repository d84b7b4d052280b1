import { type ConsentCategory, registerConsentBackend, setGrantedCategories } from "../../lib/consent";
import { openedByNewNavigation } from "../../lib/document-navigation";
import type { Lang } from "../../lib/languages";
import { isCrawler } from "./crawlers";
import type { ConsentDialogActions } from "./dialog";
import { isLegalReferrer } from "./legal";
import {
  type ConsentChoice,
  clearTrackingCookies,
  consentChoice,
  readConsentChoice,
  refusesSomething,
  storeConsentChoice,
} from "./stored-choice";
import { loadTagManager } from "./tag-manager";
import { loadConsentTexts } from "./texts";

/**
 * The consent controller: reads and stores the visitor's choice, grants what it allows (embeds,
 * tag manager) and decides when the dialog shows. Loaded lazily by ConsentManager; the dialog
 * itself (DOM, texts, styles) loads only when it is to be shown.
 */

export interface ConsentRoute {
  lang: Lang;
  /** On a legal page the dialog stays hidden (SPEC §9). */
  legal: boolean;
}

export interface ConsentOptions {
  tagManagerId: string | null;
}

let options: ConsentOptions = { tagManagerId: null };
let current: ConsentRoute | null = null;
let choice: ConsentChoice | null = null;

function sync(): void {
  const categories = choice?.categories ?? [];
  setGrantedCategories(categories);
  if (options.tagManagerId && categories.includes("tracking")) loadTagManager(options.tagManagerId);
}

let dialogModule: Promise<typeof import("./dialog")> | null = null;

function loadDialog(): Promise<typeof import("./dialog")> {
  dialogModule ??= import("./dialog").catch((error: unknown) => {
    // A chunk that failed to arrive (a flaky connection) is asked for again next time.
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}

function choose(categories: readonly ConsentCategory[]): void {
  const withdrawsTracking = choice?.categories.includes("tracking") === true && !categories.includes("tracking");
  choice = consentChoice(categories, choice, new Date());
  storeConsentChoice(choice);
  void dialogModule?.then((dialog) => dialog.closeConsentDialogs());
  sync();
  if (withdrawsTracking) {
    // The tag manager's scripts stay in memory until the page is loaded afresh.
    clearTrackingCookies();
    window.location.reload();
  }
}

function openPreferences(): void {
  if (!current) return;
  const { lang } = current;
  loadDialog()
    .then((dialog) => dialog.showConsentPreferences(lang, new Set(choice?.categories), actions))
    .catch((error: unknown) => console.error("consent settings failed", error));
}

const actions: ConsentDialogActions = { choose, openPreferences };

/** Shows the banner unless a choice was made (e.g. an embed's button) while its code and texts loaded. */
async function showBanner(lang: Lang, takeFocus: boolean): Promise<void> {
  const choiceBefore = choice;
  const [dialog] = await Promise.all([loadDialog(), loadConsentTexts(lang)]);
  if (choice !== choiceBefore) return;
  await dialog.showConsentBanner(lang, actions, takeFocus);
}

/** A banner can only be open if the dialog has loaded; nothing to load otherwise. */
async function hideBanner(): Promise<void> {
  (await dialogModule)?.hideConsentBanner();
}

/**
 * Whether this document was opened by following a link from a legal page of the site (a reload
 * or a step back in history keeps the old referrer, so only a new navigation counts).
 */
function arrivedFromLegalPage(): boolean {
  return openedByNewNavigation() && isLegalReferrer(document.referrer, window.location.origin);
}

/**
 * Called when the controller may load and on every route change: asks a visitor without a
 * choice, follows the language, and asks again when the visitor leaves a legal page with a
 * refusal stored (in the app, or by a full page load from one).
 */
export async function updateConsent(route: ConsentRoute, next: ConsentOptions): Promise<void> {
  const previousOptions = options;
  options = next;
  const previous = current;
  current = route;
  if (!previous) {
    choice = readConsentChoice(document.cookie);
    sync();
    registerConsentBackend({
      accept: (category) => choose([...(choice?.categories ?? []), category]),
      showSettings: openPreferences,
    });
    const ask = choice === null || (arrivedFromLegalPage() && refusesSomething(choice));
    if (ask && !route.legal && !isCrawler()) await showBanner(route.lang, true);
    return;
  }
  // The entry may start the controller before the layout knows the tag manager (first visit).
  if (next.tagManagerId !== previousOptions.tagManagerId) sync();
  if (route.legal && !previous.legal) await hideBanner();
  else if (previous.legal && !route.legal && refusesSomething(choice) && !isCrawler()) {
    await showBanner(route.lang, true);
  } else if (previous.lang !== route.lang && (await dialogModule)?.isConsentBannerOpen()) {
    await showBanner(route.lang, false);
  }
}
