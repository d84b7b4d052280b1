import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent.css";
import type { Lang } from "../../i18n/languages";
import { createTranslator, loadMessages, type Translate } from "../../i18n/messages";
import {
  CONSENT_COOKIE,
  type ConsentCategory,
  registerConsentBackend,
  setGrantedCategories,
  TRACKING_COOKIES,
} from "../../lib/consent";
import { privacyPath } from "./legal";
import { loadTagManager } from "./tag-manager";

/**
 * The consent dialog: vanilla-cookieconsent with the categories of SPEC §9 and our catalogue's
 * texts. Loaded lazily by ConsentManager, so none of it is in the initial chunk.
 */

export interface ConsentRoute {
  lang: Lang;
  /** On a legal page the dialog stays hidden (SPEC §9). */
  legal: boolean;
}

export interface ConsentOptions {
  tagManagerId: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function privacyLink(lang: Lang, t: Translate): string {
  return `<a href="${privacyPath(lang)}">${escapeHtml(t("consent.privacyLink"))}</a>`;
}

function translation(lang: Lang, t: Translate): CookieConsent.Translation {
  const section = (key: "required" | "tracking" | "media" | "marketing"): CookieConsent.Section => ({
    title: escapeHtml(t(`consent.${key}.title`)),
    description: escapeHtml(t(`consent.${key}.text`)),
    linkedCategory: key,
  });
  return {
    consentModal: {
      label: t("consent.label"),
      title: escapeHtml(t("consent.title")),
      description: `${escapeHtml(t("consent.description"))} ${privacyLink(lang, t)}`,
      acceptAllBtn: escapeHtml(t("consent.acceptAll")),
      acceptNecessaryBtn: escapeHtml(t("consent.acceptNecessary")),
      showPreferencesBtn: escapeHtml(t("consent.showPreferences")),
    },
    preferencesModal: {
      title: escapeHtml(t("consent.preferencesTitle")),
      acceptAllBtn: escapeHtml(t("consent.acceptAll")),
      acceptNecessaryBtn: escapeHtml(t("consent.acceptNecessary")),
      savePreferencesBtn: escapeHtml(t("consent.save")),
      closeIconLabel: t("common.close"),
      serviceCounterLabel: t("consent.serviceCounter"),
      sections: [
        { title: escapeHtml(t("consent.intro.title")), description: escapeHtml(t("consent.intro.text")) },
        section("required"),
        section("tracking"),
        section("media"),
        section("marketing"),
        {
          title: escapeHtml(t("consent.more.title")),
          description: `${escapeHtml(t("consent.more.text"))} ${privacyLink(lang, t)}`,
        },
      ],
    },
  };
}

/** SPEC §9 categories; tracking and media name their kinds as services. */
function categories(t: Translate): Record<ConsentCategory, CookieConsent.Category> {
  return {
    required: { enabled: true, readOnly: true },
    tracking: {
      services: {
        analytics: { label: escapeHtml(t("consent.tracking.analytics")) },
        ads: { label: escapeHtml(t("consent.tracking.ads")) },
        business_tools: { label: escapeHtml(t("consent.tracking.businessTools")) },
        marketing: { label: escapeHtml(t("consent.tracking.marketing")) },
      },
      // Withdrawing tracking removes the tag manager's cookies; a reload unloads its scripts.
      autoClear: { cookies: TRACKING_COOKIES.map((name) => ({ name })), reloadPage: true },
    },
    media: {
      services: {
        video: { label: escapeHtml(t("consent.media.video")) },
        audio: { label: escapeHtml(t("consent.media.audio")) },
      },
    },
    marketing: {},
  };
}

function acceptedCategories(): string[] {
  return CookieConsent.validConsent() ? CookieConsent.getUserPreferences().acceptedCategories : [];
}

/** A stored choice that turned down any optional category (or no choice at all). */
function showsRejection(): boolean {
  return !CookieConsent.validConsent() || CookieConsent.getUserPreferences().rejectedCategories.length > 0;
}

let options: ConsentOptions = { tagManagerId: null };
let current: ConsentRoute | null = null;

function sync(): void {
  setGrantedCategories(acceptedCategories());
  if (options.tagManagerId && CookieConsent.acceptedCategory("tracking")) loadTagManager(options.tagManagerId);
}

async function run(route: ConsentRoute): Promise<void> {
  await loadMessages(route.lang);
  const t = createTranslator(route.lang);
  await CookieConsent.run({
    mode: "opt-in",
    autoShow: !route.legal,
    // Crawlers do not need the dialog; end-to-end tests opt in by hiding navigator.webdriver.
    hideFromBots: true,
    guiOptions: {
      consentModal: { layout: "box", position: "bottom left", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    cookie: { name: CONSENT_COOKIE, sameSite: "Lax", expiresAfterDays: 182 },
    categories: categories(t),
    language: { default: route.lang, translations: { [route.lang]: translation(route.lang, t) } },
    onConsent: sync,
    onChange: sync,
  });
  sync();
}

/**
 * Called when the dialog may load and on every route change: starts the dialog, follows the
 * language, and shows it again when the visitor leaves a legal page with a rejection stored.
 */
export async function updateConsent(route: ConsentRoute, next: ConsentOptions): Promise<void> {
  const previousOptions = options;
  options = next;
  const previous = current;
  current = route;
  if (!previous) {
    await run(route);
    registerConsentBackend({
      accept(category) {
        CookieConsent.acceptCategory([...acceptedCategories(), category]);
        CookieConsent.hide();
      },
      showSettings() {
        CookieConsent.showPreferences();
      },
    });
    return;
  }
  // The entry may start the dialog before the layout knows the tag manager (first visit).
  if (next.tagManagerId !== previousOptions.tagManagerId) sync();
  if (previous.lang !== route.lang) {
    // Service labels live in the configuration, so a new language means a new dialog.
    CookieConsent.reset(false);
    await run(route);
    return;
  }
  if (route.legal && !previous.legal) CookieConsent.hide();
  if (previous.legal && !route.legal && showsRejection()) CookieConsent.show(true);
}
