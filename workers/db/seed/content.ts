// Deterministic bilingual demo content as D1 statements.
// Pure: no node: imports, no clock, no Math.random, so it runs unchanged in workerd
// (integration tests) and in node (npm run db:seed). Same options → same statements.

import { ACCESS_FEATURES } from "../../../src/lib/access-features";
import { berlinParts } from "../../../src/lib/dates";
import { slugify } from "../../../src/lib/slug";
import { type Access, accessColumn } from "../../../src/schemas/access";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_TAGS,
  ARTICLES,
  type Bi,
  bi,
  CITY,
  EVENT_TAG,
  EVENT_TAGS,
  type EventTemplate,
  EXHIBITION_TYPES,
  FORMS,
  GENRES,
  PERSON_CATEGORIES,
  PERSONS,
  PRODUCTION_TAGS,
  type PriceProfile,
  SERIES,
  TEMPLATES,
  type Theme,
  VENUES,
} from "./catalog";
import { type ImageShape, type ModuleContext, type ModuleNode, PAGES } from "./pages";

type SqlValue = string | number | null;

/** One D1 statement with `?` placeholders. */
export interface SeedStatement {
  sql: string;
  params: SqlValue[];
}

/** Width of a seeded image's original.jpg; its renditions are at the SPEC §9 breakpoints below it. */
export const SEED_IMAGE_WIDTH = 1920;

/** width / height of each seeded image shape. */
export const IMAGE_ASPECT: Record<ImageShape, number> = { landscape: 16 / 9, portrait: 4 / 5, logo: 3 / 2 };

/** An image the content references; R2 holds its renditions under `${key}/…`. */
export interface SeedImage {
  key: string;
  theme: Theme;
  shape: ImageShape;
}

export interface SeedOptions {
  /** Anchor of all dates: events start on this UTC day. Pass the start of the current UTC day. */
  now: Date;
  /** Number of events; DEFAULT_EVENT_COUNT for the demo site, 20 000 for benchmarks. */
  events?: number;
  /** Password of editor@example.org, already hashed by the caller (the hash needs crypto). */
  editorPassword?: { hash: string; salt: string };
}

export interface Seed {
  statements: SeedStatement[];
  images: SeedImage[];
  rowCounts: Record<SeedTable, number>;
}

export const DEFAULT_EVENT_COUNT = 180;
/** Rows per bulk INSERT; with MAX_JSON_CHARS it keeps the JSON parameter far below D1's 2 MB value limit. */
const MAX_ROWS_PER_STATEMENT = 1000;
const MAX_JSON_CHARS = 500_000;
export const EDITOR_EMAIL = "editor@example.org";

/**
 * Every table the seed writes or whose rows point at seeded rows, parents first.
 * Inserting follows this order; clearing runs it backwards.
 */
export const SEED_TABLES = [
  "languages",
  "site_settings",
  "design_settings",
  "seasons",
  "venues",
  "rooms",
  "series",
  "genres",
  "exhibition_types",
  "event_tags",
  "production_tags",
  "persons",
  "person_categories",
  "person_category_map",
  "productions",
  "production_tags_map",
  "production_persons",
  "events",
  "event_tags_map",
  "event_persons",
  "seat_groups",
  "prices",
  "timeslots",
  "event_teasers",
  "article_categories",
  "article_tags",
  "articles",
  "article_tags_map",
  "forms",
  "form_fields",
  "form_entries",
  "temp_files",
  "pages",
  "page_modules",
  "menu_items",
  "noindex_paths",
  "redirects",
  "breaking_news",
  "opening_hours",
  "opening_hours_exceptions",
  "users",
  "media",
  "sessions",
  "page_versions",
  "section_backups",
  "activity_log",
  "search_keywords",
  "error_log",
  "identity_events",
] as const;
export type SeedTable = (typeof SEED_TABLES)[number];

/** Deletes everything the seed owns (children first), so seeding twice gives the same database. */
export function clearStatements(): SeedStatement[] {
  return [...SEED_TABLES].reverse().map((table) => ({ sql: `DELETE FROM ${table}`, params: [] }));
}

/** The whole demo data set as INSERTs for a migrated, empty database (see clearStatements), plus the images it references. */
export function buildSeed(options: SeedOptions): Seed {
  const eventCount = options.events ?? DEFAULT_EVENT_COUNT;
  if (!Number.isInteger(eventCount) || eventCount < 0)
    throw new RangeError(`events must be a non-negative integer, got ${eventCount}`);
  const ctx = new SeedContext(options.now);

  const ids = seedTaxonomies(ctx);
  const personIds = seedPersons(ctx);
  const productionIds = seedProductions(ctx, ids, personIds);
  seedEvents(ctx, eventCount, ids, personIds, productionIds);
  seedTeasers(ctx);
  seedMagazine(ctx);
  seedForms(ctx);
  const pageIds = seedPages(ctx);
  seedNavigation(ctx, pageIds);
  seedSiteData(ctx);
  seedUsersAndLogs(ctx, options.editorPassword);
  seedMediaLibrary(ctx);

  return {
    statements: [...ctx.tables.statements(), retireSeededModuleIds],
    images: [...ctx.images.values()],
    rowCounts: ctx.tables.counts(),
  };
}

/** The seed names its module ids itself: ids the editor reserves start above them (migration 0011). */
const retireSeededModuleIds: SeedStatement = {
  sql: "UPDATE id_counters SET next = max(next, (SELECT coalesce(max(id), 0) + 1 FROM page_modules)) WHERE name = 'page_modules'",
  params: [],
};

// ---------------------------------------------------------------------------
// Plumbing
// ---------------------------------------------------------------------------

export type Row = Record<string, SqlValue>;

class Tables {
  private readonly rows = new Map<SeedTable, Row[]>();

  add(table: SeedTable, row: Row): void {
    const list = this.rows.get(table);
    if (list) list.push(row);
    else this.rows.set(table, [row]);
  }

  counts(): Record<SeedTable, number> {
    return Object.fromEntries(SEED_TABLES.map((t) => [t, this.rows.get(t)?.length ?? 0])) as Record<SeedTable, number>;
  }

  /** The rows as bulk INSERTs (bulkInsertStatements), in SEED_TABLES order. */
  statements(): SeedStatement[] {
    return SEED_TABLES.flatMap((table) => bulkInsertStatements(table, this.rows.get(table) ?? []));
  }
}

/**
 * One INSERT … SELECT FROM json_each(?) per chunk of `rows` (all with the same columns). The
 * rows travel as a single JSON parameter: D1 allows only 100 bound parameters per statement,
 * and its cost is per statement, so this is an order of magnitude faster than multi-row VALUES.
 */
export function bulkInsertStatements(table: SeedTable, rows: readonly Row[]): SeedStatement[] {
  const first = rows[0];
  if (!first) return [];
  const out: SeedStatement[] = [];
  const columns = Object.keys(first);
  const sql = `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(", ")} FROM json_each(?)`;
  let chunk: string[] = [];
  let chars = 0;
  const flush = (): void => {
    out.push({ sql, params: [`[${chunk.join(",")}]`] });
    chunk = [];
    chars = 0;
  };
  for (const row of rows) {
    if (Object.keys(row).length !== columns.length) throw new Error(`${table}: rows must share one column set`);
    const json = JSON.stringify(
      columns.map((column) => {
        const value = row[column];
        if (value === undefined) throw new Error(`${table}: row lacks column ${column}`);
        return value;
      }),
    );
    if (chunk.length > 0 && (chunk.length >= MAX_ROWS_PER_STATEMENT || chars + json.length > MAX_JSON_CHARS)) flush();
    chunk.push(json);
    chars += json.length + 1;
  }
  flush();
  return out;
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1); good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }

  weighted<T extends { weight: number }>(items: readonly T[]): T {
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    let r = this.next() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return at(items, items.length - 1);
  }
}

/** Indexing that fails loudly: seed data is static, a miss is a bug in this file. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`index ${index} out of range`);
  return item;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

class SeedContext {
  readonly tables = new Tables();
  readonly images = new Map<string, SeedImage>();
  readonly random = new Random(0x4b554c54);
  /** The Berlin calendar day `now` falls on, as the ms of that date's UTC midnight. */
  readonly today: number;
  readonly nowIso: string;

  constructor(now: Date) {
    const ms = now.getTime();
    if (Number.isNaN(ms)) throw new RangeError("now must be a valid date");
    this.today = berlinDayOf(ms);
    this.nowIso = iso(ms);
  }

  add(table: SeedTable, row: Row): void {
    this.tables.add(table, row);
  }

  img(name: string, theme: Theme, shape: ImageShape = "landscape"): string {
    const key = `images/${name}`;
    const known = this.images.get(key);
    if (known && (known.theme !== theme || known.shape !== shape))
      throw new Error(`image ${key} registered twice differently`);
    this.images.set(key, { key, theme, shape });
    return key;
  }

  /** ISO timestamp `days` (fractional allowed) after the start of the seed's day. */
  at(days: number): string {
    return iso(this.today + Math.round(days * DAY_MS));
  }

  date(days: number): string {
    return this.at(days).slice(0, 10);
  }
}

/** ISO-8601 UTC without milliseconds, the database's timestamp format. */
function iso(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

const bool = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

/** `name_de`/`name_en` columns from a bilingual text. */
function biCols(name: string, value: Bi | null): Row {
  return { [`${name}_de`]: value?.de ?? null, [`${name}_en`]: value?.en ?? null };
}

function slugCols(value: Bi): Row {
  return { slug_de: slugify(value.de), slug_en: slugify(value.en) };
}

/** UTC ms of the last Sunday of a month (0-based) at 00:00 UTC. */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * The Berlin calendar day of the instant `ms`, as the ms of that date's UTC midnight: in the
 * last hour or two of a UTC day Berlin already has the next one.
 */
export function berlinDayOf(ms: number): number {
  const day = berlinParts(new Date(ms));
  if (!day) throw new RangeError("not a valid instant");
  return Date.UTC(day.y, day.m - 1, day.d);
}

/**
 * UTC ms of a Europe/Berlin wall-clock time ('HH:MM') on the UTC day `dayMs`. Summer time runs
 * from the last Sunday of March to the last Sunday of October; deciding per day is exact for
 * times from 03:00 on, and no event starts earlier.
 */
export function berlinTime(dayMs: number, hhmm: string): number {
  const year = new Date(dayMs).getUTCFullYear();
  const summer = dayMs >= lastSunday(year, 2) && dayMs < lastSunday(year, 9);
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return dayMs + ((hours - (summer ? 2 : 1)) * 60 + minutes) * MINUTE_MS;
}

function addMinutes(hhmm: string, minutes: number): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------

interface TaxonomyIds {
  /** venue key → id and its room ids */
  venues: Map<string, { id: number; rooms: number[] }>;
  /** season offset (-1, 0, 1) → id */
  seasons: Map<number, number>;
}

function seedTaxonomies(ctx: SeedContext): TaxonomyIds {
  // A season runs from 1 September to 31 August.
  const today = new Date(ctx.today);
  const currentStart = today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const seasons = new Map<number, number>();
  [-1, 0, 1].forEach((offset, index) => {
    const year = currentStart + offset;
    const label = `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
    const id = index + 1;
    seasons.set(offset, id);
    ctx.add("seasons", {
      id,
      slug: label.replace("/", "-"),
      ...biCols("name", bi(`Spielzeit ${label}`, `Season ${label}`)),
      date_start: `${year}-09-01`,
      date_end: `${year + 1}-08-31`,
      show_in_filter: 1,
    });
  });

  const venues = new Map<string, { id: number; rooms: number[] }>();
  let roomId = 0;
  VENUES.forEach((venue, index) => {
    const id = index + 1;
    ctx.add("venues", {
      id,
      slug_de: venue.slug.de,
      slug_en: venue.slug.en,
      ...biCols("name", venue.name),
      street: venue.street,
      postal_code: venue.postalCode,
      city: CITY,
      country: "DE",
      lat: venue.lat,
      lng: venue.lng,
      phone: `+49 9571 1234-${20 + index}`,
      email: `${venue.key}@kulturwerk.example`,
      website: null,
      ...biCols("description", venue.description),
      image: ctx.img(`venue-${venue.key}`, venue.theme),
      theme: venue.theme,
    });
    const rooms: number[] = [];
    venue.rooms.forEach(([name, showInFilter], position) => {
      roomId += 1;
      rooms.push(roomId);
      ctx.add("rooms", {
        id: roomId,
        venue_id: id,
        ...biCols("name", name),
        position,
        show_in_filter: bool(showInFilter),
      });
    });
    venues.set(venue.key, { id, rooms });
  });

  SERIES.forEach((series, index) => {
    ctx.add("series", {
      id: index + 1,
      slug_de: series.slug.de,
      slug_en: series.slug.en,
      ...biCols("name", series.name),
      ...biCols("description", series.description),
      image: ctx.img(`series-${series.slug.de}`, series.theme),
      theme: series.theme,
      show_in_filter: bool(series.showInFilter),
    });
  });
  GENRES.forEach(([name, show], index) => {
    ctx.add("genres", { id: index + 1, ...biCols("name", name), show_in_filter: bool(show) });
  });
  EXHIBITION_TYPES.forEach(([slug, name, show], index) => {
    ctx.add("exhibition_types", { id: index + 1, slug, ...biCols("name", name), show_in_filter: bool(show) });
  });
  EVENT_TAGS.forEach(([name, show], index) => {
    ctx.add("event_tags", { id: index + 1, ...biCols("name", name), show_in_filter: bool(show) });
  });
  PRODUCTION_TAGS.forEach(([name, show], index) => {
    ctx.add("production_tags", { id: index + 1, ...biCols("name", name), show_in_filter: bool(show) });
  });
  return { venues, seasons };
}

/** Returns full name → person id. */
function seedPersons(ctx: SeedContext): Map<string, number> {
  PERSON_CATEGORIES.forEach((name, index) => {
    ctx.add("person_categories", { id: index + 1, ...biCols("name", name), position: index });
  });
  const ids = new Map<string, number>();
  PERSONS.forEach((person, index) => {
    const id = index + 1;
    const fullName = `${person.first} ${person.last}`;
    ids.set(fullName, id);
    const slug = slugify(fullName);
    ctx.add("persons", {
      id,
      slug_de: slug,
      slug_en: slug,
      first_name: person.first,
      last_name: person.last,
      ...biCols("position", person.position),
      email: person.contact ? `${slugify(person.first)}.${slugify(person.last)}@kulturwerk.example` : null,
      phone: person.contact ? `+49 9571 1234-${String(40 + index)}` : null,
      ...biCols(
        "bio",
        bi(
          `<p>${fullName} ist seit ${person.since} ${person.position.de} am Kulturwerk Wendelstadt.</p>`,
          `<p>${fullName} has been ${person.position.en} at Kulturwerk Wendelstadt since ${person.since}.</p>`,
        ),
      ),
      image: ctx.img(`person-${slug}`, "wkm", "portrait"),
    });
    person.categories.forEach((categoryId) => {
      ctx.add("person_category_map", { person_id: id, category_id: categoryId, position: index });
    });
  });
  return ids;
}

function personId(ids: Map<string, number>, fullName: string): number {
  const id = ids.get(fullName);
  if (id === undefined) throw new Error(`unknown person ${fullName}`);
  return id;
}

const WHEELCHAIR_NOTE = bi(
  "Rollstuhlplätze bitte bei der Buchung angeben; Begleitpersonen haben freien Eintritt.",
  "Please mention wheelchair spaces when booking; companions go free.",
);

/** The productions' accessibility (ADR 0037); their dates inherit it unless eventAccess gives their own. */
const PRODUCTION_ACCESS: Record<string, Access> = {
  "maerchen-vom-glueck": {
    features: ["relaxed_performance", "wheelchair_spaces"],
    surtitle_languages: [],
    hazards: [],
    note_de: "Entspannte Vorstellung: gedämpftes Licht, Kommen und Gehen jederzeit.",
    note_en: "Relaxed performance: house lights dimmed, come and go at any time.",
  },
  sommernachtstraum: {
    features: ["wheelchair_spaces", "induction_loop"],
    surtitle_languages: [],
    hazards: ["loud_sounds"],
    note_de: WHEELCHAIR_NOTE.de,
    note_en: WHEELCHAIR_NOTE.en,
  },
  orfeo: {
    features: ["surtitles", "wheelchair_spaces", "induction_loop"],
    surtitle_languages: ["de", "en"],
    hazards: [],
    note_de: null,
    note_en: null,
  },
  zauberfloete: {
    features: ["surtitles", "wheelchair_spaces"],
    surtitle_languages: ["de", "en"],
    hazards: [],
    note_de: WHEELCHAIR_NOTE.de,
    note_en: WHEELCHAIR_NOTE.en,
  },
  "haendel-im-spiegelsaal": {
    features: ["surtitles"],
    surtitle_languages: ["de"],
    hazards: [],
    note_de: null,
    note_en: null,
  },
  "kabale-und-liebe": {
    features: ["wheelchair_spaces", "induction_loop"],
    surtitle_languages: [],
    hazards: ["flashing_lights"],
    note_de: null,
    note_en: null,
  },
};

/**
 * An event's own accessibility, or null to inherit its production's. Chosen by id, not by the
 * random stream, so the rest of the seed stays as it was: every sixth date of a production with
 * accessibility is audio-described, every tenth signed; a third of the one-off formats offer
 * wheelchair spaces.
 */
function eventAccess(template: EventTemplate, id: number): Access | null {
  const inherited = PRODUCTION_ACCESS[template.key];
  if (!template.production) {
    return id % 3 === 0
      ? {
          features: ["wheelchair_spaces"],
          surtitle_languages: [],
          hazards: [],
          note_de: WHEELCHAIR_NOTE.de,
          note_en: WHEELCHAIR_NOTE.en,
        }
      : null;
  }
  if (!inherited) return null;
  const extra = id % 6 === 0 ? "audio_description" : id % 10 === 5 ? "sign_language" : null;
  if (extra === null) return null;
  return {
    ...inherited,
    features: ACCESS_FEATURES.filter((feature) => feature === extra || inherited.features.includes(feature)),
    ...(extra === "audio_description"
      ? {
          note_de: "Mit Audiodeskription; Tastführung 60 Minuten vor Beginn.",
          note_en: "With audio description; touch tour 60 minutes before the start.",
        }
      : {}),
  };
}

/** Returns template key → production id. */
function seedProductions(ctx: SeedContext, ids: TaxonomyIds, persons: Map<string, number>): Map<string, number> {
  const productions = new Map<string, number>();
  let creditId = 0;
  TEMPLATES.filter((t) => t.production).forEach((template, index) => {
    const id = index + 1;
    productions.set(template.key, id);
    ctx.add("productions", {
      id,
      ...slugCols(template.title),
      ...biCols("title", template.title),
      ...biCols("subtitle", template.subtitle),
      ...biCols("description", template.description),
      image: templateImage(ctx, template),
      season_id: ids.seasons.get(template.season) ?? null,
      exhibition_type_id: template.exhibitionType,
      genre_id: template.genre,
      theme: template.theme,
      is_online: 1,
      access: accessColumn(PRODUCTION_ACCESS[template.key] ?? null),
      updated_at: ctx.nowIso,
    });
    for (const tagId of template.productionTags) ctx.add("production_tags_map", { production_id: id, tag_id: tagId });
    template.people.forEach(([name, role], position) => {
      creditId += 1;
      ctx.add("production_persons", {
        id: creditId,
        production_id: id,
        person_id: personId(persons, name),
        ...biCols("role", role),
        position,
      });
    });
  });
  return productions;
}

function templateImage(ctx: SeedContext, template: EventTemplate): string {
  return ctx.img(`${template.production ? "production" : "event"}-${template.key}`, template.theme);
}

/** sale_type_id of the ticketing system. */
const SALE_TYPE = { full: 1, reduced: 2, children: 3, companion: 5 } as const;

interface SeatGroupDef {
  name: Bi;
  text: Bi | null;
  cents: number;
  capacity: number;
}

const STALLS: SeatGroupDef = {
  name: bi("Parkett", "Stalls"),
  text: bi("Beste Sicht auf die Bühne", "Best view of the stage"),
  cents: 3200,
  capacity: 180,
};
const CIRCLE: SeatGroupDef = { name: bi("Rang", "Circle"), text: null, cents: 2400, capacity: 90 };
const UNRESERVED: SeatGroupDef = {
  name: bi("Freie Platzwahl", "Unreserved seating"),
  text: bi("Einlass 30 Minuten vor Beginn", "Doors open 30 minutes before the start"),
  cents: 2600,
  capacity: 800,
};
const TIME_SLOT: SeatGroupDef = {
  name: bi("Zeitfenster", "Time slot"),
  text: bi("Bitte kommen Sie pünktlich zu Ihrem Zeitfenster.", "Please arrive on time for your slot."),
  cents: 900,
  capacity: 25,
};

const SEAT_GROUPS: Record<Exclude<PriceProfile, "free">, SeatGroupDef[]> = {
  standard: [STALLS, CIRCLE],
  premium: [
    { ...STALLS, cents: 4800, capacity: 220 },
    { ...CIRCLE, cents: 3600, capacity: 120 },
    {
      name: bi("Loge", "Box"),
      text: bi("Mit einem Glas Sekt in der Pause", "Includes a glass of sparkling wine at the interval"),
      cents: 6200,
      capacity: 24,
    },
  ],
  openair: [UNRESERVED],
  family: [{ ...UNRESERVED, cents: 1400, capacity: 150 }],
  timeslot: [TIME_SLOT],
  low: [{ ...UNRESERVED, cents: 800, capacity: 60 }],
};

interface Counters {
  seatGroup: number;
  price: number;
  timeslot: number;
  credit: number;
}

function seedEvents(
  ctx: SeedContext,
  count: number,
  ids: TaxonomyIds,
  persons: Map<string, number>,
  productions: Map<string, number>,
): void {
  const { random } = ctx;
  const counters: Counters = { seatGroup: 0, price: 0, timeslot: 0, credit: 0 };
  const booked = new Set<string>();
  const roomOf = (template: EventTemplate): number => {
    const venue = ids.venues.get(template.venue);
    if (!venue) throw new Error(`unknown venue ${template.venue}`);
    return at(venue.rooms, template.room);
  };
  const inSeason = (month: number): EventTemplate[] => TEMPLATES.filter((t) => !t.months || t.months.includes(month));
  const byMonth = Array.from({ length: 12 }, (_, i) => inSeason(i + 1));
  const draw = (index: number): { template: EventTemplate; day: number; time: string } => {
    for (let attempt = 0; ; attempt++) {
      // The first events fall on today and tomorrow so the programme never opens empty.
      const day = index < 3 ? at([0, 0, 1], index) : random.int(0, 364);
      const template = random.weighted(at(byMonth, new Date(ctx.today + day * DAY_MS).getUTCMonth()));
      const time = random.pick(template.times);
      const slot = `${roomOf(template)} ${day} ${time}`;
      // No room is booked twice at the same time, except in benchmark sets denser than the rooms allow.
      if (!booked.has(slot) || attempt >= 5) {
        booked.add(slot);
        return { template, day, time };
      }
    }
  };

  for (let index = 0; index < count; index++) {
    const id = index + 1;
    const { template, day, time } = draw(index);
    const start = berlinTime(ctx.today + day * DAY_MS, time);
    const roll = random.next();
    const status = roll < 0.03 ? "cancelled" : roll < 0.05 ? "postponed" : "scheduled";
    const hasTickets = template.price !== "free";
    const idJet = 100_000 + id;
    const description =
      status === "cancelled"
        ? bi(
            `<p><strong>Diese Veranstaltung entfällt.</strong> Bereits gekaufte Karten werden erstattet.</p>${template.description.de}`,
            `<p><strong>This event is cancelled.</strong> Tickets already bought will be refunded.</p>${template.description.en}`,
          )
        : template.description;

    ctx.add("events", {
      id,
      id_jet: idJet,
      production_id: productions.get(template.key) ?? null,
      ...slugCols(template.title),
      ...biCols("title", template.title),
      ...biCols("subtitle", template.subtitle),
      ...biCols("description", description),
      date_start: iso(start),
      date_end: iso(start + template.durationMinutes * MINUTE_MS),
      room_id: roomOf(template),
      exhibition_type_id: template.exhibitionType,
      genre_id: template.genre,
      series_id: template.series,
      event_type_new: template.eventType,
      status,
      has_tickets: bool(hasTickets),
      ticket_url: hasTickets ? `/webshop/events/${idJet}` : null,
      image: templateImage(ctx, template),
      is_online: bool(!random.chance(0.01)),
      theme: template.theme,
      access: accessColumn(eventAccess(template, id)),
      updated_at: ctx.nowIso,
    });

    const tags = new Set(template.eventTags);
    if (template.production && random.chance(0.05)) tags.add(EVENT_TAG.premiere);
    if (template.production && random.chance(0.04)) tags.add(EVENT_TAG.final);
    if (random.chance(0.1)) tags.add(EVENT_TAG.accessible);
    for (const tagId of [...tags].sort((a, b) => a - b)) ctx.add("event_tags_map", { event_id: id, tag_id: tagId });

    if (!template.production) {
      template.people.forEach(([name, role], position) => {
        counters.credit += 1;
        ctx.add("event_persons", {
          id: counters.credit,
          event_id: id,
          person_id: personId(persons, name),
          ...biCols("role", role),
          position,
        });
      });
    }

    if (template.price !== "free") seedTickets(ctx, counters, id, template, time);
  }
}

/** Seat groups, prices and (for time-slot formats) slots of one event. */
function seedTickets(
  ctx: SeedContext,
  counters: Counters,
  eventId: number,
  template: EventTemplate,
  time: string,
): void {
  const { random } = ctx;
  const profile = template.price as Exclude<PriceProfile, "free">;
  // Sold out comes in both shapes the booking widget must handle: hidden groups or no seats left.
  const soldOut = random.chance(0.08) ? (random.chance(0.5) ? "hidden" : "empty") : null;
  const withDiscounts = profile === "family" || (profile !== "low" && random.chance(0.65));
  const withCompanion = profile !== "timeslot" && random.chance(0.3);
  const slots = profile === "timeslot" ? (template.durationMinutes >= 240 ? 5 : 2) : 0;

  SEAT_GROUPS[profile].forEach((group, position) => {
    counters.seatGroup += 1;
    const seatGroupId = counters.seatGroup;
    const hiddenBox = position === 2 && random.chance(0.15);
    ctx.add("seat_groups", {
      id: seatGroupId,
      event_id: eventId,
      ...biCols("name", group.name),
      status: soldOut === "hidden" || hiddenBox ? 0 : 1,
      ...biCols("text", group.text),
      capacity: soldOut === "empty" ? 0 : group.capacity * Math.max(slots, 1),
      position,
    });

    const prices: { saleType: number; cents: number; name: Bi; text: Bi | null }[] = [
      { saleType: SALE_TYPE.full, cents: group.cents, name: bi("Normalpreis", "Full price"), text: null },
    ];
    if (withDiscounts && profile !== "family") {
      prices.push({
        saleType: SALE_TYPE.reduced,
        cents: Math.round((group.cents * 0.6) / 50) * 50,
        name: bi("Ermäßigt", "Reduced"),
        text: bi(
          "Schüler:innen, Studierende und Menschen mit Behinderung, mit Nachweis",
          "Pupils, students and people with disabilities, with proof",
        ),
      });
    }
    if (withDiscounts && (profile === "family" || profile === "openair")) {
      prices.push({
        saleType: SALE_TYPE.children,
        cents: 800,
        name: bi("Kinder bis 14", "Children up to 14"),
        text: null,
      });
    }
    if (withCompanion) {
      prices.push({
        saleType: SALE_TYPE.companion,
        cents: 0,
        name: bi("Begleitperson", "Companion"),
        text: bi("Für Begleitpersonen mit Merkzeichen B", "For companions of holders of a B pass"),
      });
    }
    prices.forEach((price, pricePosition) => {
      counters.price += 1;
      ctx.add("prices", {
        id: counters.price,
        event_id: eventId,
        seat_group_id: seatGroupId,
        sale_type_id: price.saleType,
        price_cents: price.cents,
        ...biCols("name", price.name),
        ...biCols("text", price.text),
        is_full_price: bool(price.saleType === SALE_TYPE.full),
        has_discounts: bool(price.saleType === SALE_TYPE.full && prices.length > 1),
        position: pricePosition,
      });
    });

    for (let slot = 0; slot < slots; slot++) {
      counters.timeslot += 1;
      ctx.add("timeslots", {
        id: counters.timeslot,
        event_id: eventId,
        seat_group_id: seatGroupId,
        time_start: `${addMinutes(time, slot * 90)}:00`,
        status: soldOut || random.chance(0.15) ? 0 : 1,
        block_id: 700_000 + counters.timeslot,
        capacity: soldOut === "empty" ? 0 : group.capacity,
      });
    }
  });
}

function seedTeasers(ctx: SeedContext): void {
  const teasers: {
    day: number;
    theme: Theme;
    name: Bi;
    /** Language-neutral targets (the shop, other sites) are the same in both. */
    link: Bi;
    preline: Bi;
    headline: Bi;
    subline: Bi;
    linkText: Bi;
  }[] = [
    {
      day: 1,
      theme: "wkm",
      name: bi("Abo-Teaser", "Subscription teaser"),
      // The chamber-music evenings are the series sold as a subscription.
      link: bi("/de/series/2", "/en/series/2"),
      preline: bi("Abonnement", "Subscription"),
      headline: bi("Sechs Abende, ein fester Platz", "Six evenings, one seat of your own"),
      subline: bi("Bis zu 30 % sparen", "Save up to 30 %"),
      linkText: bi("Abo wählen", "Choose a subscription"),
    },
    {
      day: 3,
      theme: "so",
      name: bi("Gutschein", "Voucher"),
      // Vouchers are sold at the box office; the built-in shop has none.
      link: bi("/de/service/kontakt", "/en/service/contact"),
      preline: bi("Verschenken", "Give a gift"),
      headline: bi("Theatergutscheine", "Theatre vouchers"),
      subline: bi("Für jeden Betrag, an der Theaterkasse", "Any amount, at the box office"),
      linkText: bi("Zur Theaterkasse", "Contact the box office"),
    },
    {
      day: 6,
      theme: "ti",
      name: bi("Offene Werkstatt"),
      link: bi("https://www.kulturwerk.example/werkstatt"),
      preline: bi("Mitmachen", "Join in"),
      headline: bi("Samstags an die Hobelbank", "Saturdays at the workbench"),
      subline: bi("Für alle ab 10 Jahren", "For everyone aged 10 and up"),
      linkText: bi("Mehr erfahren", "Find out more"),
    },
    {
      day: 12,
      theme: "ba",
      name: bi("Barocktage-Festivalpass", "Baroque Days festival pass"),
      link: bi("/de/barocktage", "/en/baroque-days"),
      preline: bi("Barocktage", "Baroque Days"),
      headline: bi("Alle Konzerte, ein Pass", "Every concert, one pass"),
      subline: bi("Nur solange der Vorrat reicht", "While stocks last"),
      linkText: bi("Pass sichern", "Get your pass"),
    },
    {
      day: 25,
      theme: "wa",
      name: bi("Live-Blick-Newsletter", "Live View newsletter"),
      link: bi("/de/formular/newsletter/2", "/en/form/newsletter/2"),
      preline: bi("Newsletter"),
      headline: bi("Nichts mehr verpassen", "Never miss a thing"),
      subline: bi("Einmal im Monat", "Once a month"),
      linkText: bi("Abonnieren", "Subscribe"),
    },
    {
      day: 45,
      theme: "wkm",
      name: bi("Gruppenangebot", "Group offer"),
      link: bi("/de/service/kontakt", "/en/service/contact"),
      preline: bi("Gruppen", "Groups"),
      headline: bi("Ab zehn Personen günstiger", "Cheaper from ten people"),
      subline: bi("Für Schulen, Vereine und Betriebe", "For schools, clubs and companies"),
      linkText: bi("Anfragen", "Enquire"),
    },
  ];
  teasers.forEach((teaser, index) => {
    ctx.add("event_teasers", {
      id: index + 1,
      ...biCols("name", teaser.name),
      link: teaser.link.de,
      link_en: teaser.link.en,
      ...biCols("preline", teaser.preline),
      ...biCols("headline", teaser.headline),
      ...biCols("subline", teaser.subline),
      ...biCols("link_text", teaser.linkText),
      image: ctx.img(`teaser-${slugify(teaser.name.en)}`, teaser.theme),
      position: ctx.date(teaser.day),
      is_online: 1,
    });
  });
}

const ARTICLE_PARAGRAPHS: Record<number, Bi> = {
  1: bi(
    "<p>Zwischen Werkstatt, Probebühne und Kostümfundus arbeiten viele Hände an jedem Abend mit. Wir haben ihnen über die Schulter geschaut.</p><p>Mehr Geschichten aus dem Haus finden Sie jede Woche im Magazin.</p>",
    "<p>Between the workshop, the rehearsal stage and the costume store, many hands help make every evening. We looked over their shoulders.</p><p>You will find more stories from the house in the magazine every week.</p>",
  ),
  2: bi(
    "<p><strong>Was hat Sie zuletzt überrascht?</strong><br>Wie viel das Publikum hört, wenn es ganz still ist.</p><p><strong>Und was kommt als Nächstes?</strong><br>Mehr Musik, mehr Mut, mehr Sommer.</p>",
    "<p><strong>What surprised you most recently?</strong><br>How much an audience hears when it is completely silent.</p><p><strong>And what comes next?</strong><br>More music, more courage, more summer.</p>",
  ),
  3: bi(
    "<p>Wir blicken zurück auf volle Säle, lange Abende und einige Regenschauer. Danke an alle, die dabei waren!</p>",
    "<p>We look back on full houses, long evenings and a few showers. Thank you to everyone who came!</p>",
  ),
  4: bi(
    "<p>Alle Einzelheiten erhalten Sie beim Kartenservice unter +49 9571 1234-0 oder im Foyer.</p>",
    "<p>The box office will give you all the details on +49 9571 1234-0 or in the foyer.</p>",
  ),
};
const ARTICLE_AUTHORS: Record<number, string> = {
  1: "Lea Wolff",
  2: "David Roth",
  3: "Katrin Fröhlich",
  4: "Anna Berger",
};

function seedMagazine(ctx: SeedContext): void {
  ARTICLE_CATEGORIES.forEach((category, index) => {
    ctx.add("article_categories", {
      id: index + 1,
      slug_de: category.slug.de,
      slug_en: category.slug.en,
      ...biCols("name", category.name),
      style_name: category.style,
      position: index,
    });
  });
  ARTICLE_TAGS.forEach((tag, index) => {
    ctx.add("article_tags", { id: index + 1, ...slugCols(tag), ...biCols("name", tag) });
  });
  ARTICLES.forEach((article, index) => {
    const id = index + 1;
    const paragraph = ARTICLE_PARAGRAPHS[article.category] ?? bi("");
    ctx.add("articles", {
      id,
      ...slugCols(article.title),
      ...biCols("title", article.title),
      ...biCols("teaser", article.teaser),
      ...biCols("body", bi(`<p>${article.teaser.de}</p>${paragraph.de}`, `<p>${article.teaser.en}</p>${paragraph.en}`)),
      image: ctx.img(`article-${slugify(article.title.en)}`, article.theme),
      author: ARTICLE_AUTHORS[article.category] ?? null,
      // Newest first by id: article 1 appeared three days ago, then one every eleven days.
      published_at: ctx.at(-(3 + index * 11) + 0.3),
      category_id: article.category,
      is_online: bool(article.online ?? true),
      updated_at: ctx.nowIso,
    });
    for (const tagId of article.tags) ctx.add("article_tags_map", { article_id: id, tag_id: tagId });
  });
}

function seedForms(ctx: SeedContext): void {
  let fieldId = 0;
  FORMS.forEach((form, index) => {
    const id = index + 1;
    ctx.add("forms", {
      id,
      slug_de: form.slug.de,
      slug_en: form.slug.en,
      ...biCols("title", form.title),
      ...biCols("intro", form.intro),
      // Every seeded form is one of ours; forms of the former external service are unit-tested.
      hubspot_id: null,
      is_online: 1,
    });
    form.fields.forEach((field, position) => {
      fieldId += 1;
      ctx.add("form_fields", {
        id: fieldId,
        form_id: id,
        position,
        slug: field.slug,
        ...biCols("label", field.label),
        field_type: field.type,
        required: bool(field.required),
        visible: bool(field.visible ?? true),
        choices: JSON.stringify(
          (field.choices ?? []).map(([value, label]) => ({ value, label_de: label.de, label_en: label.en })),
        ),
        default_value: JSON.stringify(field.default ?? null),
        ...biCols("placeholder", field.placeholder ?? null),
        ...biCols("help", field.help ?? null),
      });
    });
  });
}

/** Returns page key → id. */
function seedPages(ctx: SeedContext): Map<string, number> {
  const ids = new Map<string, number>();
  PAGES.forEach((page, index) => {
    ids.set(page.key, index + 1);
  });
  let moduleId = 0;

  PAGES.forEach((page, index) => {
    const id = index + 1;
    ctx.add("pages", {
      id,
      parent_id: page.parent ? (ids.get(page.parent) ?? null) : null,
      position: index,
      path_de: page.path.de,
      path_en: page.path.en,
      content_type: page.contentType,
      ...biCols("title", page.title),
      ...biCols("headline", page.headline ?? page.title),
      is_online: bool(page.online ?? true),
      is_clickable: bool(page.clickable ?? true),
      in_menu: bool(page.inMenu),
      in_footer: bool(page.inFooter),
      // The site name is appended by the title template, not stored.
      ...biCols("meta_title", page.title),
      ...biCols("meta_description", page.metaDescription),
      ...biCols("og_title", page.headline ?? page.title),
      ...biCols("og_description", page.metaDescription),
      og_image: page.ogImage ? ctx.img(page.ogImage[0], page.ogImage[1]) : null,
      og_type: "website",
      is_landing_page: bool(page.landing),
      theme: page.theme,
      background: page.background ?? null,
      created_at: ctx.at(-120),
      updated_at: ctx.at(-2),
    });

    for (const lang of ["de", "en"] as const) {
      const moduleCtx: ModuleContext = {
        lang,
        t: (de, en) => (lang === "de" ? de : en),
        url: (de, en = de) => `/${lang}${lang === "de" ? de : en}`,
        img: (name, theme, shape) => ctx.img(name, theme, shape),
        at: (days) => ctx.at(days),
      };
      const insert = (node: ModuleNode, parentId: number | null, position: number, topIndex: number): void => {
        moduleId += 1;
        const ownId = moduleId;
        ctx.add("page_modules", {
          id: ownId,
          page_id: id,
          lang,
          parent_id: parentId,
          column_index: node.column ?? null,
          position,
          model: node.model,
          // Containers (top-level modules) are addressed by slug, unique per language.
          slug: parentId === null ? `${page.key}-${topIndex + 1}` : null,
          data: JSON.stringify(node.data),
          online_from: node.onlineFrom ?? null,
          online_to: node.onlineTo ?? null,
          created_at: ctx.at(-120),
          updated_at: ctx.at(-2),
        });
        node.children?.forEach((child, childPosition) => {
          insert(child, ownId, childPosition, topIndex);
        });
      };
      page.modules(moduleCtx).forEach((node, position) => {
        insert(node, null, position, position);
      });
    }
  });
  return ids;
}

function seedNavigation(ctx: SeedContext, pages: Map<string, number>): void {
  let id = 0;
  const page = (key: string): number => {
    const pageId = pages.get(key);
    if (pageId === undefined) throw new Error(`unknown page ${key}`);
    return pageId;
  };
  interface Item {
    name: Bi;
    page?: string;
    url?: Bi;
    external?: boolean;
    tabs?: boolean;
    children?: Item[];
  }
  const add = (menu: "main" | "secondary" | "footer", item: Item, parentId: number | null, position: number): void => {
    id += 1;
    const ownId = id;
    ctx.add("menu_items", {
      id: ownId,
      menu,
      parent_id: parentId,
      position,
      page_id: item.page ? page(item.page) : null,
      ...biCols("url", item.url ?? null),
      ...biCols("name", item.name),
      has_tab_navigation: bool(item.tabs),
      is_external: bool(item.external),
    });
    item.children?.forEach((child, childPosition) => {
      add(menu, child, ownId, childPosition);
    });
  };
  const local = (de: string, en: string = de): Bi => bi(`/de${de}`, `/en${en}`);

  const main: Item[] = [
    {
      name: bi("Programm", "Programme"),
      url: local("/programm", "/events"),
      children: [
        { name: bi("Spielplan", "Calendar"), url: local("/programm", "/events") },
        { name: bi("Produktionen", "Productions"), url: local("/produktionen", "/productions") },
        { name: bi("Magazin", "Magazine"), url: local("/mediathek-de", "/mediathek-en") },
      ],
    },
    {
      name: bi("Sparten", "Divisions"),
      url: local("/sommerspiele", "/summer-games"),
      tabs: true,
      children: [
        { name: bi("Sommerspiele", "Summer Games"), page: "division-so" },
        { name: bi("Barocktage", "Baroque Days"), page: "division-ba" },
        { name: bi("Tischlerei", "The Joinery"), page: "division-ti" },
        { name: bi("Live-Blick", "Live View"), page: "division-wa" },
      ],
    },
    {
      name: bi("Ihr Besuch", "Your visit"),
      page: "visit",
      children: [
        { name: bi("Öffnungszeiten & Anfahrt", "Opening hours & directions"), page: "visit" },
        { name: bi("Kontakt", "Contact"), page: "contact" },
        { name: bi("Barrierefreiheit", "Accessibility"), page: "accessibility" },
      ],
    },
    {
      name: bi("Über uns", "About us"),
      page: "about",
      children: [
        { name: bi("Geschichte", "History"), page: "history" },
        { name: bi("Team"), url: local("/team") },
        { name: bi("Medien", "Media"), page: "media" },
      ],
    },
  ];
  const secondary: Item[] = [
    { name: bi("Newsletter"), url: local("/formular/newsletter/2", "/form/newsletter/2") },
    { name: bi("Presse", "Press"), url: local("/formular/presseakkreditierung/4", "/form/press-accreditation/4") },
    { name: bi("Jobs"), url: bi("https://jobs.kulturwerk.example"), external: true },
  ];
  const footer: Item[] = [
    { name: bi("Kontakt", "Contact"), page: "contact" },
    { name: bi("AGB", "Terms"), page: "agb" },
    { name: bi("Datenschutz", "Privacy"), page: "datenschutz" },
    { name: bi("Impressum", "Imprint"), page: "impressum" },
    { name: bi("Presse", "Press"), url: bi("https://presse.kulturwerk.example"), external: true },
  ];
  const menus = { main, secondary, footer };
  for (const [menu, items] of Object.entries(menus) as [keyof typeof menus, Item[]][]) {
    items.forEach((item, position) => {
      add(menu, item, null, position);
    });
  }

  const noindex: [lang: "de" | "en", path: string][] = [
    ["de", "/archiv-2019"],
    ["en", "/archive-2019"],
    ["de", "/sommerfest"],
    ["en", "/summer-party"],
  ];
  noindex.forEach(([lang, path], index) => {
    ctx.add("noindex_paths", { id: index + 1, lang, path });
  });

  const redirects: [oldPath: string, newPath: string][] = [
    ["/de/alt/spielplan", "/de/programm"],
    ["/en/old/schedule", "/en/events"],
    ["/de/sommer", "/de/sommerspiele"],
    ["/en/summer", "/en/summer-games"],
    ["/de/kontakt", "/de/service/kontakt"],
  ];
  redirects.forEach(([oldPath, newPath], index) => {
    ctx.add("redirects", { id: index + 1, old_path: oldPath, new_path: newPath, created_at: ctx.at(-30 + index) });
  });
}

function seedSiteData(ctx: SeedContext): void {
  ctx.add("languages", { id: 1, code: "de", name: "Deutsch", iso: "de-DE", position: 0 });
  ctx.add("languages", { id: 2, code: "en", name: "English", iso: "en-GB", position: 1 });

  ctx.add("site_settings", {
    id: 1,
    site_name: "Kulturwerk",
    is_site_online: 1,
    is_shop_online: 1,
    html_header: "",
    html_footer_top: "<p>Kulturwerk Wendelstadt gGmbH · Schlossplatz 1 · 96450 Wendelstadt · +49 9571 1234-0</p>",
    // One fragment for both languages: the German sentence says so for screen readers (WCAG 3.1.2).
    html_footer_bottom: '<p lang="de">Gefördert von der Stadt Wendelstadt und dem Bezirk Oberland.</p>',
    html_footer_logos:
      '<ul class="footer-logos"><li><a href="https://www.wendelstadt.example">Stadt Wendelstadt</a></li><li><a href="https://www.bezirk-oberland.example">Bezirk Oberland</a></li></ul>',
    login_url: "/login",
    logout_url: "/logout",
    webshop_url: "/webshop",
    updated_at: ctx.nowIso,
  });

  ctx.add("design_settings", {
    id: 1,
    data: JSON.stringify({
      header: { logoLink: "/", basketLink: "/webshop/cart", webshopLink: "/webshop" },
      menu: { sidePanel: "right", showDesktopMenu: true, showLanguageSwitch: true, showSearch: true },
      events: { cardStyle: 1 },
      cookies: { enabled: true, tagManagerId: "GTM-KW2026" },
      footer: {
        whistleblowerUrl: {
          de: "https://www.kulturwerk.example/hinweisgeberschutz",
          en: "https://www.kulturwerk.example/en/whistleblower-protection",
        },
      },
      errors: { "503": "/errors/503.html" },
      stickyOverlayButton: true,
      currency: "€",
      quickBuy: false,
      fewSeatsPercent: 10,
      detailSections: {
        event: ["description", "tickets", "persons", "venue", "production"],
        production: ["description", "dates", "persons", "articles"],
      },
      map: { provider: "openstreetmap", lat: 50.25812, lng: 10.96421, zoom: 14, requiresConsent: true },
    }),
    updated_at: ctx.nowIso,
  });

  ctx.add("breaking_news", {
    id: 1,
    ...biCols("title", bi("Neue Spielzeit", "New season")),
    ...biCols(
      "text",
      bi(
        "Der Vorverkauf für die Sommerspiele hat begonnen – sichern Sie sich Ihre Plätze im Steinbruch.",
        "Booking for the Summer Games is open – secure your seats in the quarry.",
      ),
    ),
    link: "/de/sommerspiele",
    link_en: "/en/summer-games",
    ...biCols("link_title", bi("Zu den Sommerspielen", "To the Summer Games")),
    is_active: 1,
    online_from: ctx.at(-1),
    online_to: ctx.at(30),
  });
  ctx.add("breaking_news", {
    id: 2,
    ...biCols("title", bi("Vorstellung verlegt", "Performance moved")),
    ...biCols(
      "text",
      bi(
        "Die Vorstellung am Samstag findet im Großen Saal statt.",
        "Saturday’s performance takes place in the main hall.",
      ),
    ),
    link: null,
    link_en: null,
    ...biCols("link_title", null),
    is_active: 0,
    online_from: ctx.at(-20),
    online_to: ctx.at(-10),
  });

  // weekday 0 = Monday. Saturday has two ranges, Monday is closed.
  const hours: [weekday: number, from: string | null, to: string | null][] = [
    [0, null, null],
    [1, "10:00:00", "18:00:00"],
    [2, "10:00:00", "18:00:00"],
    [3, "10:00:00", "18:00:00"],
    [4, "10:00:00", "18:00:00"],
    [5, "10:00:00", "13:00:00"],
    [5, "14:00:00", "20:00:00"],
    [6, "11:00:00", "17:00:00"],
  ];
  hours.forEach(([weekday, from, to], index) => {
    ctx.add("opening_hours", {
      id: index + 1,
      weekday,
      time_from: from,
      time_to: to,
      closed: bool(from === null),
      alternative_link_url: null,
      ...biCols("alternative_text", null),
    });
  });
  ctx.add("opening_hours_exceptions", {
    id: 1,
    date: ctx.date(9),
    time_from: "17:00:00",
    time_to: "20:00:00",
    closed: 0,
    alternative_link_url: "/de/service/kontakt",
    ...biCols("alternative_text", bi("Heute nur Abendkasse", "Evening box office only today")),
  });
}

/** Every image the content references, in the editors' media library, so they can pick it again. */
function seedMediaLibrary(ctx: SeedContext): void {
  let id = 0;
  for (const image of ctx.images.values()) {
    id += 1;
    const name = image.key.replace(/^images\//, "");
    const words = name.replace(/-/g, " ");
    const alt = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
    ctx.add("media", {
      id,
      key: image.key,
      file_name: `${name}.jpg`,
      alt,
      alt_en: alt,
      title: "",
      width: SEED_IMAGE_WIDTH,
      height: Math.round(SEED_IMAGE_WIDTH / IMAGE_ASPECT[image.shape]),
      content_type: "image/jpeg",
      bytes: null,
      user_id: null,
      created_at: ctx.at(-200),
    });
  }
}

function seedUsersAndLogs(ctx: SeedContext, password: SeedOptions["editorPassword"]): void {
  ctx.add("users", {
    id: 1,
    email: EDITOR_EMAIL,
    username: "editor",
    first_name: "Erika",
    last_name: "Mustermann",
    password_hash: password?.hash ?? null,
    password_salt: password?.salt ?? null,
    is_admin: 1,
    has_dashboard_online_access: 1,
    is_active: 1,
    created_at: ctx.at(-200),
  });

  // A little history so the dashboard has something to show.
  ctx.add("identity_events", {
    id: 1,
    kind: "login_ok",
    user_id: 1,
    email: EDITOR_EMAIL,
    ip_hash: "seed-ip-1",
    created_at: ctx.at(-2),
  });
  ctx.add("identity_events", {
    id: 2,
    kind: "login_failed",
    user_id: null,
    email: "unknown@example.org",
    ip_hash: "seed-ip-2",
    created_at: ctx.at(-1.5),
  });
  ctx.add("identity_events", {
    id: 3,
    kind: "logout",
    user_id: 1,
    email: EDITOR_EMAIL,
    ip_hash: "seed-ip-1",
    created_at: ctx.at(-1.9),
  });
  ctx.add("activity_log", {
    id: 1,
    user_id: 1,
    action: "update",
    object_type: "page",
    object_id: 1,
    lang: "de",
    details: JSON.stringify({ path: "/" }),
    created_at: ctx.at(-2),
  });
  const keywords: [lang: "de" | "en", keyword: string, results: number][] = [
    ["de", "märchen", 4],
    ["de", "barock", 9],
    ["de", "öffnungszeiten", 1],
    ["en", "summer", 6],
    ["en", "tickets", 12],
    ["de", "zauberflöte", 2],
  ];
  keywords.forEach(([lang, keyword, results], index) => {
    ctx.add("search_keywords", { id: index + 1, lang, keyword, result_count: results, created_at: ctx.at(-index / 3) });
  });
  ctx.add("error_log", {
    id: 1,
    url: "/de/alte-seite",
    status: 404,
    message: "404 Not Found",
    lang: "de",
    created_at: ctx.at(-0.5),
  });
}
