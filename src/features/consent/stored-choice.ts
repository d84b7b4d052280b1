import {
  CONSENT_COOKIE,
  type ConsentCategory,
  consentCategories,
  consentServices,
  isConsentCategory,
  isTrackingCookie,
} from "../../lib/consent";
import { readCookie, writeCookie } from "../../lib/cookies";

/** After half a year the visitor is asked again. */
const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** The parts of a stored `cc_cookie` this site reads; anything else in it is ignored. */
interface StoredChoice {
  categories: string[];
  consentTimestamp?: string;
  lastConsentTimestamp?: string;
}

/**
 * Checked by hand, not with a valibot schema: this runs on every page, and on pages without
 * forms or booking valibot would be loaded for this check alone (ADR 0014).
 */
function isStoredChoice(value: unknown): value is StoredChoice {
  if (typeof value !== "object" || value === null) return false;
  const { categories, consentTimestamp, lastConsentTimestamp } = value as Record<string, unknown>;
  const optionalString = (field: unknown) => field === undefined || typeof field === "string";
  return (
    Array.isArray(categories) &&
    categories.every((category) => typeof category === "string") &&
    optionalString(consentTimestamp) &&
    optionalString(lastConsentTimestamp)
  );
}

/** The visitor's choice as the `cc_cookie` cookie holds it (URI-encoded JSON). */
export interface ConsentChoice {
  /** Always includes `required`. */
  categories: ConsentCategory[];
  /** The kinds agreed to per category: all of a granted category's, none of a refused one's. */
  services: Record<ConsentCategory, string[]>;
  /** When the visitor first chose and when last (ISO 8601): the record of consent. */
  consentTimestamp: string;
  lastConsentTimestamp: string;
}

/** A choice of `categories` (unknown names dropped, `required` added) made at `now`. */
export function consentChoice(categories: Iterable<string>, previous: ConsentChoice | null, now: Date): ConsentChoice {
  const chosen = new Set<string>(categories);
  const granted = consentCategories.filter((category) => category === "required" || chosen.has(category));
  const services = Object.fromEntries(
    consentCategories.map((category) => [category, granted.includes(category) ? [...consentServices[category]] : []]),
  ) as Record<ConsentCategory, string[]>;
  const timestamp = now.toISOString();
  return {
    categories: granted,
    services,
    consentTimestamp: previous?.consentTimestamp || timestamp,
    lastConsentTimestamp: timestamp,
  };
}

/** The stored choice in a Cookie header; null when there is none or it cannot be read (ask again). */
export function readConsentChoice(cookieHeader: string): ConsentChoice | null {
  const raw = readCookie(cookieHeader, CONSENT_COOKIE);
  if (raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredChoice(json)) return null;
  const choice = consentChoice(json.categories.filter(isConsentCategory), null, new Date(0));
  const { consentTimestamp = "", lastConsentTimestamp = consentTimestamp } = json;
  return { ...choice, consentTimestamp, lastConsentTimestamp };
}

/** True when no choice is stored or the stored one turns down a category: SPEC §9 then asks again after a legal page. */
export function refusesSomething(choice: ConsentChoice | null): boolean {
  return choice === null || choice.categories.length < consentCategories.length;
}

/** Stores the choice for half a year, replacing any copy once set for a (parent) domain. */
export function storeConsentChoice(choice: ConsentChoice): void {
  expireDomainCookies(CONSENT_COOKIE);
  writeCookie(CONSENT_COOKIE, JSON.stringify(choice), CONSENT_MAX_AGE_SECONDS);
}

/**
 * The domains a cookie of this page may have been set for: the host and each parent domain
 * (the tag manager sets its cookies on the registrable domain, e.g. `.kulturwerk.de`).
 */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** Expires cookie `name` as set for this host's domain or a parent domain (the host-only one stays). */
function expireDomainCookies(name: string): void {
  for (const domain of cookieDomains(window.location.hostname)) {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie set for a domain is expired only with that Domain, which writeCookie does not set
    document.cookie = `${name}=; Path=/; Max-Age=0; Domain=${domain}`;
  }
}

/** Removes the tag manager's cookies (withdrawn tracking consent) from every domain they may be on. */
export function clearTrackingCookies(): void {
  const names = document.cookie
    .split(";")
    .map((part) => part.slice(0, part.indexOf("=")).trim())
    .filter(isTrackingCookie);
  for (const name of names) {
    writeCookie(name, "", 0);
    expireDomainCookies(name);
  }
}
