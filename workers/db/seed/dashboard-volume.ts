// The dashboard's benchmark volume (issue 25, `npm run db:seed -- --dashboard-volume`): the
// logs a busy site gathers in about 400 days, on top of the demo content. Pure and deterministic
// like content.ts: same `now`, same rows.

import { berlinDayOf, bulkInsertStatements, mulberry32, type Row, type SeedStatement, type SeedTable } from "./content";
import { PAGES } from "./pages";

/** Rows per table at scale 1: the benchmark figures. */
export const DASHBOARD_VOLUME = {
  activity_log: 100_000,
  search_keywords: 50_000,
  error_log: 20_000,
  identity_events: 20_000,
  form_entries: 5_000,
} as const;

/** Days before the seed's day the rows are spread over. */
const SPAN_DAYS = 400;
const DAY_MS = 86_400_000;
/** Accounts of the volume, above any id the demo content or a test gives. */
const FIRST_USER_ID = 1001;
const USERS = [
  { first: "Jonas", last: "Becker", admin: 1, dashboard: 1, active: 1 },
  { first: "Amira", last: "Yilmaz", admin: 0, dashboard: 1, active: 1 },
  { first: "Lena", last: "Schröder", admin: 0, dashboard: 0, active: 1 },
  { first: "Tomasz", last: "Nowak", admin: 0, dashboard: 0, active: 1 },
  { first: "Chloé", last: "Martin", admin: 0, dashboard: 1, active: 0 },
  { first: "Ben", last: "Okafor", admin: 0, dashboard: 0, active: 1 },
] as const;
/** The seeded contact form (catalog.ts FORMS[0]) gets the entries. */
const CONTACT_FORM_ID = 1;

/** What the editing API writes (workers/api/editing): action, object type, how often. */
const ACTIVITIES = [
  { action: "update", type: "module", weight: 50 },
  { action: "update", type: "page", weight: 15 },
  { action: "create", type: "module", weight: 10 },
  { action: "delete", type: "module", weight: 5 },
  { action: "move", type: "module", weight: 6 },
  { action: "copy", type: "module", weight: 2 },
  { action: "create", type: "page", weight: 2 },
  { action: "restore", type: "page", weight: 2 },
  { action: "create", type: "media", weight: 4 },
  { action: "settings.update", type: "settings", weight: 3 },
  { action: "create", type: "redirect", weight: 1 },
] as const;
const MODELS = ["headline", "text", "image", "teaser-list", "faq", "quote", "section"] as const;
const SETTINGS_AREAS = ["site", "design", "menus", "breaking_news", "opening_hours", "noindex"] as const;

/** Search terms with the number of results they find; the 0s are what the site lacks. */
const TERMS: readonly [lang: "de" | "en", term: string, results: number][] = [
  ["de", "märchen", 4],
  ["de", "barock", 9],
  ["de", "öffnungszeiten", 1],
  ["de", "zauberflöte", 2],
  ["de", "konzert", 38],
  ["de", "theater", 52],
  ["de", "kinder", 17],
  ["de", "jazz", 11],
  ["de", "sommerfest", 3],
  ["de", "gutschein", 0],
  ["de", "parkplatz", 0],
  ["de", "garderobe", 0],
  ["de", "führung", 6],
  ["de", "lesung", 8],
  ["de", "silvester", 2],
  ["de", "ermäßigung", 0],
  ["en", "tickets", 12],
  ["en", "summer", 6],
  ["en", "opera", 7],
  ["en", "parking", 0],
  ["en", "gift card", 0],
  ["en", "guided tour", 5],
  ["en", "accessibility", 1],
  ["en", "wheelchair", 0],
];

/** Paths visitors ask for that the site does not have, and how often each status comes. */
const MISSING_PATHS = [
  "/de/alte-seite",
  "/de/spielplan-2019",
  "/en/old-page",
  "/de/programm/abgesagt",
  "/wp-login.php",
  "/de/kontakt.html",
  "/en/events/archive",
  "/de/presse/fotos",
  "/favicon.png",
  "/de/newsletter-abmelden",
] as const;
/** Pages of this site that link to a missing one (error_log.referrer); null: typed or bookmarked. */
const REFERRERS = ["/de", "/en", "/de/programm", "/de/magazin", null] as const;

export interface DashboardVolumeOptions {
  /** The seed's clock (as buildSeed's): the rows lie in the SPAN_DAYS before its Berlin day. */
  now: Date;
  /** Fraction of DASHBOARD_VOLUME to make (tests use a small one); 1 by default. */
  scale?: number;
}

export interface DashboardVolume {
  statements: SeedStatement[];
  rowCounts: Partial<Record<SeedTable, number>>;
}

/** The volume as INSERTs to run after the demo content (it names the seeded form and pages). */
export function buildDashboardVolume(options: DashboardVolumeOptions): DashboardVolume {
  const scale = options.scale ?? 1;
  if (!(scale > 0 && scale <= 1)) throw new RangeError(`scale must be in (0, 1], got ${scale}`);
  const random = mulberry32(0x44415348);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let left = random() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) {
      left -= item.weight;
      if (left < 0) return item;
    }
    return items[items.length - 1] as T;
  };
  const today = berlinDayOf(options.now.getTime());
  /** An instant in the span, more of them recent (a site that grows), to the second. */
  const instant = () => {
    const ms = today - Math.floor(random() ** 1.3 * SPAN_DAYS * DAY_MS);
    return `${new Date(ms).toISOString().slice(0, 19)}Z`;
  };
  const rows = (table: keyof typeof DASHBOARD_VOLUME, make: () => Row): Row[] =>
    Array.from({ length: Math.round(DASHBOARD_VOLUME[table] * scale) }, make);
  const userIds = USERS.map((_, index) => FIRST_USER_ID + index);
  const userEmail = (index: number) => `volume-${index + 1}@example.org`;

  const users: Row[] = USERS.map((user, index) => ({
    id: FIRST_USER_ID + index,
    email: userEmail(index),
    username: `${user.first.toLowerCase()}.${user.last.toLowerCase()}`,
    first_name: user.first,
    last_name: user.last,
    is_admin: user.admin,
    has_dashboard_online_access: user.dashboard,
    is_active: user.active,
    created_at: `${new Date(today - (SPAN_DAYS + 30) * DAY_MS).toISOString().slice(0, 19)}Z`,
  }));

  const activity = rows("activity_log", () => {
    const { action, type } = weighted(ACTIVITIES);
    const pageId = int(1, PAGES.length);
    const details =
      type === "module"
        ? { model: pick(MODELS), page_id: pageId }
        : type === "page"
          ? { page_id: pageId }
          : type === "settings"
            ? { area: pick(SETTINGS_AREAS) }
            : {};
    return {
      user_id: pick(userIds),
      action,
      object_type: type,
      object_id: type === "page" ? pageId : type === "settings" ? null : int(1, 5000),
      lang: type === "settings" ? null : random() < 0.7 ? "de" : "en",
      details: JSON.stringify(details),
      created_at: instant(),
    };
  });

  const searches = rows("search_keywords", () => {
    const [lang, keyword, results] = pick(TERMS);
    return { lang, keyword, result_count: results, created_at: instant() };
  });

  const errors = rows("error_log", () => {
    const status = random() < 0.9 ? 404 : pick([403, 500, 503]);
    const url = random() < 0.85 ? pick(MISSING_PATHS) : `/de/seite-${int(1, 400)}`;
    return {
      url,
      status,
      message: `${status} ${status === 404 ? "Not Found" : "Error"}`,
      lang: "de",
      referrer: pick(REFERRERS),
      created_at: instant(),
    };
  });

  const identity = rows("identity_events", () => {
    const kind = weighted([
      { kind: "login_ok", weight: 55 },
      { kind: "login_failed", weight: 15 },
      { kind: "login_locked", weight: 2 },
      { kind: "logout", weight: 30 },
      { kind: "password_changed", weight: 1 },
    ]).kind;
    const known = kind !== "login_failed" || random() < 0.6;
    const index = int(0, USERS.length - 1);
    return {
      kind,
      user_id: known ? FIRST_USER_ID + index : null,
      email: known ? userEmail(index) : `unknown-${int(1, 50)}@example.org`,
      ip_hash: `volume-ip-${int(1, 120)}`,
      created_at: instant(),
    };
  });

  const entries = rows("form_entries", () => {
    const n = int(1, 100_000);
    return {
      form_id: CONTACT_FORM_ID,
      lang: random() < 0.75 ? "de" : "en",
      field_values: JSON.stringify({
        name: `Besucherin ${n}`,
        email: `besuch-${n}@example.org`,
        subject: pick(["tickets", "groups", "accessibility", "other"]),
        message: pick([
          "Gibt es noch Karten für Samstag?",
          "Wir kommen mit einer Schulklasse (24 Personen).",
          "Is the venue step-free?",
          "Bitte rufen Sie mich zurück: +49 30 1234567",
        ]),
        attachment: null,
        source: "website",
        consent: true,
      }),
      ip_hash: `volume-ip-${int(1, 120)}`,
      created_at: instant(),
    };
  });

  const tables: [SeedTable, Row[]][] = [
    ["users", users],
    ["activity_log", activity],
    ["search_keywords", searches],
    ["error_log", errors],
    ["identity_events", identity],
    ["form_entries", entries],
  ];
  return {
    statements: tables.flatMap(([table, list]) => bulkInsertStatements(table, list)),
    rowCounts: Object.fromEntries(tables.map(([table, list]) => [table, list.length])),
  };
}
