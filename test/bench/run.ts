/**
 * `npm run bench`: builds with NODE_ENV=production, serves the build in workerd on the
 * 20 000-event data set with the dashboard's volume (seed --dashboard-volume) and prints every
 * DESIGN §6 budget it can measure beside its own reference, measured in this one run. It
 * reports; it exits 0 whether or not a budget is met. `npm run bench -- --hub` measures the
 * CMS hub's rows only (issue 25), `-- --back-office` the back office's (issue 27),
 * `-- --first-load` the visitor JS and Lighthouse rows, `-- --read-paths` the public API calls
 * and the module save beside them (issue 28).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { type Page as BrowserPage, chromium } from "@playwright/test";
import autocannon from "autocannon";
import { CLIENT_ENTRY } from "../../build/client-assets-plugin.ts";
import { chromiumPath } from "../../scripts/chromium.ts";
import { type LighthouseResult, lighthouseMedians, type MainThreadBreakdown } from "./lighthouse.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STATE = ".wrangler/bench-state";
const EVENTS = "20000";
const CLIENT_DIR = "dist/client";
/** Our page without any script: the reference for Lighthouse's blocking time and score. */
const NO_SCRIPT_PAGE = "/errors/503.html";
const KIB = 1024;

/** One line of the report: a measured figure beside the reference it is measured against. */
interface Row {
  name: string;
  value: string;
  reference: string;
  budget: string;
  ok: boolean;
  /** Nothing to measure yet (an endpoint or page of the hub not built): neither ok nor over. */
  missing?: boolean;
}

/** A page DESIGN §6 names, labelled by what it is. */
interface Page {
  label: string;
  path: string;
}

interface Percentiles {
  p50: number;
  p95: number;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

// ---------------------------------------------------------------------------------------------
// Serving and sampling

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

/** Milliseconds for one GET with its whole body; a failed answer stops the bench. */
async function timedGet(path: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, { headers });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

/** The first item of `/de/api/{kind}/` in both languages, as its detail names them. */
async function firstItemUrls(kind: "events" | "articles"): Promise<{ de: string; en: string }> {
  const list = (await (await fetch(`${ORIGIN}/de/api/${kind}/`)).json()) as { results: { id: number }[] };
  const id = list.results[0]?.id;
  if (id === undefined) throw new Error(`/de/api/${kind}/ has no results`);
  const detail = (await (await fetch(`${ORIGIN}/de/api/${kind}/${id}/`)).json()) as {
    urls?: { de?: string; en?: string };
  };
  const { de, en } = detail.urls ?? {};
  if (!de || !en) throw new Error(`/de/api/${kind}/${id}/ names no page in both languages`);
  return { de, en };
}

/** The home, programme, event and article pages in both languages; event and article from the API. */
async function samplePages(): Promise<Page[]> {
  const event = await firstItemUrls("events");
  const article = await firstItemUrls("articles");
  return [
    { label: "home de", path: "/de" },
    { label: "home en", path: "/en" },
    { label: "programme de", path: "/de/programm" },
    { label: "programme en", path: "/en/events" },
    { label: "event de", path: event.de },
    { label: "event en", path: event.en },
    { label: "article de", path: article.de },
    { label: "article en", path: article.en },
  ];
}

// ---------------------------------------------------------------------------------------------
// Visitor JS

const JS_BUDGET = 150 * KIB;
const ENTRY_BUDGET = 130 * KIB;

/**
 * JavaScript a visitor's browser loads for a page until the network is idle (entry, preloads,
 * route chunks, the language catalogue and, on this first visit, the consent dialog), gzip -9,
 * as Chromium fetched it.
 */
async function initialJsGzip(paths: string[], cookie?: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const sizes = new Map<string, number>();
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      if (cookie) await page.setExtraHTTPHeaders({ Cookie: cookie });
      // A visitor, not a crawler: crawlers and automated browsers get no consent dialog.
      await page.addInitScript('Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false })');
      const bodies: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") {
          bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
        }
      });
      await page.goto(`${ORIGIN}${path}`, { waitUntil: "networkidle" });
      sizes.set(
        path,
        (await Promise.all(bodies)).reduce((a, b) => a + b, 0),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/**
 * The client entry of the build's manifest (the document's `<script type=module src>`) with the
 * chunks it imports statically (the document's module preloads: the entry cannot run without
 * them), gzip -9 each. Route chunks, catalogues and dialogs are dynamic imports and not counted.
 */
function entryChunkGzip(): { bytes: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} missing from the client manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files: [...files] };
}

/** The entry chunk, then each page's JS beside it: the entry plus what the page loads on top. */
async function visitorJsRows(pages: Page[]): Promise<Row[]> {
  const entry = entryChunkGzip();
  const sizes = await initialJsGzip(pages.map((page) => page.path));
  const entryRow: Row = {
    name: "entry chunk, gzip -9",
    value: kib(entry.bytes),
    reference: entry.files.join(" + "),
    budget: "≤ 130 KiB",
    ok: entry.bytes <= ENTRY_BUDGET,
  };
  const pageRow = ({ label, path }: Page): Row => {
    const bytes = sizes.get(path) ?? 0;
    return {
      name: `visitor JS ${label}, gzip`,
      value: kib(bytes),
      reference: `entry + ${kib(bytes - entry.bytes)}`,
      budget: "≤ 150 KiB",
      ok: bytes <= JS_BUDGET,
    };
  };
  return [entryRow, ...pages.map(pageRow)];
}

// ---------------------------------------------------------------------------------------------
// SSR throughput

/** A cookie the page cache treats as personal: the request is rendered, not served from cache. */
const UNCACHED = { cookie: "bench=uncached" };

/** §6: the small page and the content pages, rendered; each of them from the edge cache. */
const SSR_BUDGETS = [
  { path: "/de/impressum", renderedBudget: 0.35 },
  { path: "/de", renderedBudget: 0.2 },
  { path: "/de/programm", renderedBudget: 0.2 },
];
const CACHED_BUDGET = 0.6;

async function requestsPerSecond(path: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({
    url: `${ORIGIN}${path}`,
    connections: 8,
    duration: 8,
    headers: { "accept-encoding": "identity", ...headers },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

function ratioRow(name: string, perSecond: number, bare: number, budget: number): Row {
  const ratio = perSecond / bare;
  return {
    name,
    value: ratio.toFixed(2),
    reference: `${perSecond.toFixed(0)} of ${bare.toFixed(0)} req/s`,
    budget: `≥ ${budget}`,
    ok: ratio >= budget,
  };
}

/**
 * Rendered and cached req/s of each page ÷ the bare Hono route (/healthz); the bare route is
 * measured before and after the pages and its mean is the reference.
 */
async function ssrRows(): Promise<Row[]> {
  const before = await requestsPerSecond("/healthz");
  const measured = [];
  for (const page of SSR_BUDGETS) {
    const rendered = await requestsPerSecond(page.path, UNCACHED);
    measured.push({ ...page, rendered, cached: await requestsPerSecond(page.path) });
  }
  const bare = (before + (await requestsPerSecond("/healthz"))) / 2;
  return measured.flatMap(({ path, renderedBudget, rendered, cached }) => [
    ratioRow(`${path} rendered ÷ /healthz req/s`, rendered, bare, renderedBudget),
    ratioRow(`${path} edge cache ÷ /healthz req/s`, cached, bare, CACHED_BUDGET),
  ]);
}

// ---------------------------------------------------------------------------------------------
// API latency beside /healthz

const EVENT_QUERIES = [
  "/de/api/events/",
  "/de/api/events/?page=3",
  "/de/api/events/?room=1",
  "/de/api/events/?genre=2",
  "/de/api/events/?tag=3&date=15-03-2027",
  "/en/api/events/?series=1&type=1",
  "/de/api/events/?date=01-06-2027&room=2&genre=1",
];
const AUTOCOMPLETE_QUERIES = ["ma", "mär", "orf", "konz", "sommer", "bar", "thea", "jaz"].map(
  (query) => `/api/search/autocomplete/?query=${encodeURIComponent(query)}`,
);

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Latency of `paths` at c=1 with a /healthz call before each one, so the reference is sampled
 * as often as the measured calls and in the same moments of the machine's load.
 */
async function latencyBesideHealthz(
  paths: string[],
  rounds: number,
  headers: Record<string, string> = {},
): Promise<{ measured: Percentiles; healthz: Percentiles }> {
  const measured: number[] = [];
  const healthz: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      healthz.push(await timedGet("/healthz"));
      measured.push(await timedGet(path, headers));
    }
  }
  return { measured: percentiles(measured), healthz: percentiles(healthz) };
}

async function latencyRow(
  name: string,
  paths: string[],
  rounds: number,
  budgetMs: number,
  headers: Record<string, string> = {},
): Promise<Row> {
  const { measured, healthz } = await latencyBesideHealthz(paths, rounds, headers);
  const difference = measured.p95 - healthz.p95;
  return {
    name: `${name} p95 − /healthz p95`,
    value: ms(difference),
    reference: `p95 ${ms(measured.p95)} − ${ms(healthz.p95)}, p50 ${ms(measured.p50)} / ${ms(healthz.p50)}`,
    budget: `≤ ${budgetMs} ms`,
    ok: difference <= budgetMs,
  };
}

// ---------------------------------------------------------------------------------------------
// Editing

/** The seeded editor (workers/db/seed: cli.ts prints the same pair). */
const EDITOR = { email: "editor@example.org", password: "editor-password" };
/** Any well-formed token: the double-submit check compares the cookie with the header. */
const BENCH_CSRF = "bench-csrf-token-0123456789abcdefghijklmnop";
const SIGN_INS = 5;
const SAVES = 40;

function editorHeaders(session = ""): Record<string, string> {
  return {
    Cookie: [session, `csrftoken=${BENCH_CSRF}`].filter(Boolean).join("; "),
    "X-CSRFToken": BENCH_CSRF,
    Origin: ORIGIN,
    "Content-Type": "application/json",
  };
}

/** One sign-in with the seeded editor: its milliseconds and the session cookie it set. */
async function signIn(): Promise<{ elapsed: number; session: string }> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/de/pageeditor-api/login/`, {
    method: "POST",
    headers: editorHeaders(),
    body: JSON.stringify(EDITOR),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-session="));
  if (!response.ok || !session) throw new Error(`sign-in answered ${response.status}`);
  return { elapsed, session: session.split(";", 1)[0] ?? "" };
}

interface EditableNode {
  id: number;
  model: string;
  revision: number;
  children: EditableNode[];
  columns?: { children: EditableNode[] }[];
}

/** The first headline of the home page in the editor's read. */
async function homeHeadline(session: string): Promise<EditableNode> {
  const response = await fetch(`${ORIGIN}/de/pageeditor-api/page/?edit`, { headers: { Cookie: session } });
  const page = (await response.json()) as { modules: EditableNode[] };
  const walk = (nodes: EditableNode[]): EditableNode[] =>
    nodes.flatMap((node) => [node, ...walk(node.children), ...walk((node.columns ?? []).flatMap((c) => c.children))]);
  const headline = walk(page.modules).find((node) => node.model === "headline");
  if (!headline) throw new Error("the home page has no headline");
  return headline;
}

/** Saves the home page's first headline (PATCH with its purge), another text each call `i`; answers its milliseconds. */
async function headlineSaver(session: string): Promise<(i: number) => Promise<number>> {
  const headline = await homeHeadline(session);
  let revision = headline.revision;
  return async (i) => {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/de/pageeditor-api/headline/${headline.id}/`, {
      method: "PATCH",
      headers: editorHeaders(session),
      body: JSON.stringify({ revision, content: `Willkommen ${i % 2 === 0 ? "im" : "beim"} Kulturwerk` }),
    });
    const saved = (await response.json()) as { revision: number };
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`the module save answered ${response.status}`);
    revision = saved.revision;
    return elapsed;
  };
}

/**
 * DESIGN §6: a module save (PATCH with its purge) at c=1, p95, beside a public events API call
 * interleaved with it, and the time of one sign-in (PBKDF2 with 100 000 iterations) beside
 * /healthz.
 */
async function editingRows(): Promise<Row[]> {
  const signIns: number[] = [];
  let session = "";
  for (let i = 0; i < SIGN_INS; i++) {
    const result = await signIn();
    signIns.push(result.elapsed);
    session = result.session;
  }
  const healthz: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) healthz.push(await timedGet("/healthz"));
  const signInTime = percentiles(signIns).p50;

  const saveHeadline = await headlineSaver(session);
  const saves: number[] = [];
  const events: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    events.push(await timedGet(EVENT_QUERIES[i % EVENT_QUERIES.length] ?? "/de/api/events/"));
    saves.push(await saveHeadline(i));
  }
  const save = percentiles(saves);
  const api = percentiles(events);
  return [
    {
      name: "module save p95 (PATCH + purge, c=1) ÷ events API p95",
      value: `${(save.p95 / api.p95).toFixed(2)}×`,
      reference: `p95 ${ms(save.p95)} / ${ms(api.p95)}, p50 ${ms(save.p50)} / ${ms(api.p50)}`,
      budget: "≤ 2×",
      ok: save.p95 <= 2 * api.p95,
    },
    {
      name: "one sign-in (median of 5)",
      value: ms(signInTime),
      reference: `/healthz p50 ${ms(percentiles(healthz).p50)}`,
      budget: "reported",
      ok: true,
    },
  ];
}

/** DESIGN §6: what a signed-in editor's browser loads on top of a visitor's, in edit mode. */
async function editorChunkRow(): Promise<Row> {
  const { session } = await signIn();
  const [visitor, editor] = await Promise.all([
    initialJsGzip(["/de"]).then((sizes) => sizes.get("/de") ?? 0),
    initialJsGzip(["/de?edit"], session).then((sizes) => sizes.get("/de?edit") ?? 0),
  ]);
  const extra = editor - visitor;
  return {
    name: "editor JS for a signed-in editor, gzip",
    value: kib(extra),
    reference: `/de?edit ${kib(editor)} − /de ${kib(visitor)} as a visitor`,
    budget: "≤ 300 KiB",
    ok: extra <= 300 * KIB,
  };
}

/** Lighthouse's mobile profile applied by DevTools: 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbit/s down). */
async function throttle(page: BrowserPage): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
}

/**
 * Issue 26: from the page being interactive (the app marks `<html data-hydrated>`) to the first
 * module an editor can select on it (the editor has named its marked element), for a signed-in
 * editor opening `/de?edit` on the throttled profile; the editor loads only after hydration, so
 * this is what an editor waits for on top of a visitor. Median of 5 runs, the worst beside it.
 */
async function editorSelectableRow(): Promise<Row> {
  const { session } = await signIn();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const waits: number[] = [];
  try {
    for (let run = 0; run < 5; run++) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await page.setExtraHTTPHeaders({ Cookie: session });
      await page.addInitScript(() => {
        const marks: { hydrated?: number; selectable?: number } = {};
        Object.assign(window, { benchMarks: marks });
        // The document, not its element: an init script runs before the parser has made <html>.
        new MutationObserver(() => {
          if (marks.hydrated === undefined && document.documentElement?.hasAttribute("data-hydrated")) {
            marks.hydrated = performance.now();
          }
          if (marks.selectable === undefined && document.querySelector('.editable-module[role="group"]')) {
            marks.selectable = performance.now();
          }
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ["data-hydrated", "role"],
        });
      });
      await throttle(page);
      await page.goto(`${ORIGIN}/de?edit`);
      const marks = await page.waitForFunction(
        () => {
          const { hydrated, selectable } = (window as unknown as { benchMarks: Record<string, number> }).benchMarks;
          return hydrated !== undefined && selectable !== undefined ? { hydrated, selectable } : null;
        },
        undefined,
        { timeout: 120_000 },
      );
      const { hydrated, selectable } = (await marks.jsonValue()) as { hydrated: number; selectable: number };
      waits.push(selectable - hydrated);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    name: "editor: interactive → first module selectable (4× CPU, slow 4G)",
    value: ms(sorted[2] ?? 0),
    reference: `median of 5, worst ${ms(sorted[4] ?? 0)}`,
    budget: "reported",
    ok: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Concurrent buyers

interface BookableSample {
  idJet: number;
  seatGroup: number;
  saleType: number;
}

/** An upcoming event on sale with a seat group that needs no timeslot: the hold target. */
async function bookableSample(): Promise<BookableSample> {
  for (let page = 1; page <= 10; page++) {
    const list = (await (await fetch(`${ORIGIN}/de/api/events/?page=${page}`)).json()) as {
      results: { id: number; id_jet: number | null; has_tickets: boolean; status: string }[];
    };
    for (const item of list.results) {
      if (!item.has_tickets || item.status !== "scheduled" || item.id_jet === null) continue;
      const detail = (await (await fetch(`${ORIGIN}/de/api/events/${item.id}/`)).json()) as {
        seat_groups: { id: number; status: number; timeslots: unknown[]; prices: { sale_type_id: number }[] }[];
      };
      const group = detail.seat_groups.find((g) => g.status === 1 && g.timeslots.length === 0 && g.prices[0]);
      const price = group?.prices[0];
      if (group && price) return { idJet: item.id_jet, seatGroup: group.id, saleType: price.sale_type_id };
    }
  }
  throw new Error("no bookable event without timeslots in the first 10 pages");
}

/**
 * The seat group's capacity as the ticket inventory copies it from D1: no API tells it, so it
 * is read from the served local database (nothing has been held before this).
 */
function seatCapacity(seatGroup: number): number {
  const query = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      STATE,
      "--json",
      "--command",
      `SELECT capacity FROM seat_groups WHERE id = ${seatGroup}`,
    ],
    { encoding: "utf8" },
  );
  if (query.status !== 0) throw new Error(`reading seat group ${seatGroup}'s capacity failed: ${query.stderr}`);
  const [result] = JSON.parse(query.stdout) as { results: { capacity: number }[] }[];
  const capacity = result?.results[0]?.capacity;
  if (capacity === undefined) throw new Error(`seat group ${seatGroup} not found`);
  return capacity;
}

/**
 * N buyers, 8 at a time, each asking the shop-cart call for one seat with a new cart, on one
 * seat group of M seats, through the whole worker. Exactly min(N, M) must be held, the rest
 * refused with -214 (409), and no answer may be ≥ 500. N = 2 M (at least 1 000) so the seats
 * run out; the decisions per second are reported beside it.
 */
async function concurrentBuyersRow(): Promise<Row> {
  const target = await bookableSample();
  const seats = seatCapacity(target.seatGroup);
  const buyers = Math.max(2 * seats, 1000);
  const csrf = "bench".padEnd(43, "x");
  const result = await autocannon({
    url: `${ORIGIN}/api/shop-cart/`,
    method: "POST",
    connections: 8,
    amount: buyers,
    headers: {
      "accept-encoding": "identity",
      "content-type": "application/json",
      cookie: `csrftoken=${csrf}`,
      "x-csrftoken": csrf,
      origin: ORIGIN,
    },
    body: JSON.stringify({
      quantities: [1],
      event_jet_id: target.idJet,
      sale_type_ids: [target.saleType],
      seat_group: target.seatGroup,
    }),
  });
  const held = result["2xx"];
  const refused = result.statusCodeStats?.["409"]?.count ?? 0;
  const failed = result["5xx"];
  const other = result.non2xx - refused - failed + result.errors;
  const expected = Math.min(buyers, seats);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    name: `${buyers} concurrent buyers for ${seats} seats`,
    value: `${held} held, ${failed} ≥ 500`,
    reference: `${refused} refused, ${other} other; ${((held + refused) / seconds).toFixed(0)} decisions/s`,
    budget: `${expected} held, 0 ≥ 500`,
    ok: held === expected && failed === 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse beside the no-script page

const TBT_BUDGET_MS = 400;
/** ADR 0034: a page's main-thread work of its load, as a multiple of the no-script page's. */
const MAIN_THREAD_RATIO_BUDGET = 6;

/** The main-thread breakdown's largest groups, e.g. `script 1880, style 1178, other 2363`. */
function breakdownText(breakdown: MainThreadBreakdown): string {
  const short: Record<string, string> = {
    scriptEvaluation: "script",
    styleLayout: "style+layout",
    paintCompositeRender: "paint",
    parseHTML: "parse",
    scriptParseCompile: "compile",
    garbageCollection: "gc",
    other: "other",
  };
  return Object.entries(breakdown)
    .sort(([, a], [, b]) => b - a)
    .map(([group, duration]) => `${short[group] ?? group} ${duration.toFixed(0)}`)
    .join(", ");
}

function lighthouseRows(
  page: Page,
  { medians, breakdown, failedAudits, worstTrace }: LighthouseResult,
  noScript: LighthouseResult,
): Row[] {
  const reference = noScript.medians;
  const blocking = medians.totalBlockingTime - reference.totalBlockingTime;
  const ratio = medians.mainThread / reference.mainThread;
  const { accessibility, bestPractices, seo } = medians;
  return [
    {
      name: `Lighthouse ${page.label} TBT − no-script`,
      value: `${blocking.toFixed(0)} ms`,
      reference: `${medians.totalBlockingTime.toFixed(0)} − ${reference.totalBlockingTime.toFixed(0)} ms; performance ${medians.performance} (no-script ${reference.performance})`,
      budget: `≤ ${TBT_BUDGET_MS} ms`,
      ok: blocking <= TBT_BUDGET_MS,
    },
    {
      name: `Lighthouse ${page.label} main thread ÷ no-script`,
      value: `${ratio.toFixed(2)}×`,
      reference: `${medians.mainThread.toFixed(0)} / ${reference.mainThread.toFixed(0)} ms: ${breakdownText(breakdown)}; worst run ${worstTrace}`,
      budget: `≤ ${MAIN_THREAD_RATIO_BUDGET}×`,
      ok: ratio <= MAIN_THREAD_RATIO_BUDGET,
    },
    {
      name: `Lighthouse ${page.label} a11y/bp/seo`,
      value: `${accessibility}/${bestPractices}/${seo}`,
      reference: failedAudits.length > 0 ? `below 1: ${failedAudits.join(", ")}` : "",
      budget: "100 each",
      ok: Math.min(accessibility, bestPractices, seo) === 100,
    },
  ];
}

/**
 * Mobile Lighthouse, median of 3, of every page and of the no-script page, run round by round;
 * the browser and the host's benchmark index go into the report's environment.
 */
async function allLighthouseRows(pages: Page[], environment: string[]): Promise<Row[]> {
  const url = (path: string) => `${ORIGIN}${path}`;
  const measured = await lighthouseMedians([NO_SCRIPT_PAGE, ...pages.map((page) => page.path)].map(url), 3);
  const indexes = measured.environment.benchmarkIndexes;
  environment.push(
    `Chromium ${measured.environment.chromium}; Lighthouse benchmarkIndex median ${percentiles(indexes).p50.toFixed(0)} (${indexes[0]?.toFixed(0)}–${indexes.at(-1)?.toFixed(0)} over ${indexes.length} runs)`,
  );
  const resultOf = (path: string) => {
    const result = measured.results.get(url(path));
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    return result;
  };
  const noScript = resultOf(NO_SCRIPT_PAGE);
  return [
    {
      name: "Lighthouse no-script page main thread",
      value: ms(noScript.medians.mainThread),
      reference: `${breakdownText(noScript.breakdown)}; TBT ${noScript.medians.totalBlockingTime.toFixed(0)} ms`,
      budget: "reference",
      ok: true,
    },
    ...pages.flatMap((page) => lighthouseRows(page, resultOf(page.path), noScript)),
  ];
}

// ---------------------------------------------------------------------------------------------
// CMS hub (issue 25) on the dashboard volume

const HUB_API = "/api/cms-hub";
const HUB_LATENCY_BUDGET_MS = 15;
/** Calls per list and page: enough that one slow moment of a shared machine is not the p95. */
const HUB_ROUNDS = 100;

/** yyyy-mm-dd `days` before today (UTC): the volume's rows lie in the 400 days before it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Each list of the hub: its first page and a page its filter narrows (both index-driven). */
function hubLists(): { name: string; first: string; filtered: string }[] {
  const period = `from=${daysAgo(30)}&to=${daysAgo(0)}`;
  return [
    { name: "activity", first: "/dashboard/activity/", filtered: "/dashboard/activity/?action=update" },
    { name: "searches", first: "/dashboard/searches/", filtered: `/dashboard/searches/?${period}` },
    { name: "identity", first: "/dashboard/identity/", filtered: "/dashboard/identity/?kind=login_failed" },
    { name: "errors", first: "/dashboard/errors/", filtered: "/dashboard/errors/?status=404" },
    { name: "media", first: "/dashboard/media/", filtered: "/dashboard/media/?used=no" },
    { name: "versions", first: "/dashboard/versions/", filtered: "/dashboard/versions/?lang=de" },
    { name: "accounts", first: "/accounts/", filtered: "/accounts/?active=true" },
    { name: "forms", first: "/forms/", filtered: "/forms/?q=kontakt" },
    { name: "form entries", first: "/forms/1/entries/", filtered: `/forms/1/entries/?${period}` },
  ].map((list) => ({ ...list, first: `${HUB_API}${list.first}`, filtered: `${HUB_API}${list.filtered}` }));
}

/**
 * One GET of a hub path as the signed-in admin, as a probe before measuring it: a path that does
 * not answer 200 is not built yet (404, written by another part of issue 25) or refuses the
 * bench's query, and its row says which instead of the bench crashing.
 */
async function probe(
  name: string,
  path: string,
  session: string,
  budget: string,
): Promise<{ refused: Row } | { refused: null; bytes: number }> {
  const response = await fetch(`${ORIGIN}${path}`, { headers: { Cookie: session } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.ok) return { refused: null, bytes };
  const refused: Row = {
    name,
    value: response.status === 404 ? "not built" : `answered ${response.status}`,
    reference: path,
    budget,
    ok: false,
    missing: response.status === 404,
  };
  return { refused };
}

/** Each list's first and filtered page at c=1, p95 beside /healthz p95 sampled between them. */
async function hubListRows(session: string): Promise<Row[]> {
  const rows: Row[] = [];
  const budget = `≤ ${HUB_LATENCY_BUDGET_MS} ms`;
  for (const list of hubLists()) {
    for (const [label, path] of [
      ["first page", list.first],
      ["filtered", list.filtered],
    ] as const) {
      const name = `hub ${list.name} ${label}`;
      const { refused } = await probe(`${name} p95 − /healthz p95`, path, session, budget);
      if (refused) {
        rows.push(refused);
        continue;
      }
      const row = await latencyRow(name, [path], HUB_ROUNDS, HUB_LATENCY_BUDGET_MS, { Cookie: session });
      rows.push({ ...row, reference: `${row.reference}; ${path.slice(HUB_API.length)}` });
    }
  }
  return rows;
}

/** The processes below `root` (Linux /proc), by pid, with their command names. */
function descendants(root: number): { pid: number; name: string }[] {
  const children = new Map<number, { pid: number; name: string }[]>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), { pid, name }]);
    } catch {
      // gone meanwhile
    }
  }
  const found: { pid: number; name: string }[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child.pid);
    }
  };
  visit(root);
  return found;
}

/** Resident memory of the server's workerd processes, bytes; null where /proc cannot tell. */
function workerdRss(serverPid: number): number | null {
  const workerd = descendants(serverPid).filter((process) => process.name.startsWith("workerd"));
  if (workerd.length === 0) return null;
  let bytes = 0;
  for (const { pid } of workerd) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      bytes += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * KIB;
    } catch {
      return null;
    }
  }
  return bytes;
}

const MIB = 1024 * KIB;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;

/**
 * The hub's CSV exports the bench downloads: the largest panel's, judged, and the form
 * entries', reported (at 5 000 rows the file is smaller than workerd's memory noise).
 */
const CSV_EXPORTS = [
  { name: "activity CSV export (volume: 100 000 rows)", path: `${HUB_API}/dashboard/activity/export/`, judged: true },
  { name: "form entries CSV export (volume: 5 000 rows)", path: `${HUB_API}/forms/1/entries/export/`, judged: false },
];

/** Bytes of a public API answer the reference reads (the events list's largest page). */
const REFERENCE_LIST = "/de/api/events/?page_size=50&page=";

/**
 * workerd's resident memory grows with any traffic (the V8 heap grows before it collects), so an
 * export's growth is judged beside the growth while the public events API serves as many bytes,
 * page after page, measured just before it.
 */
async function referenceGrowth(bytesTarget: number, rss: () => number | null): Promise<number | null> {
  const before = rss();
  let bytes = 0;
  for (let page = 1; bytes < bytesTarget; page = (page % 20) + 1) {
    bytes += (await (await fetch(`${ORIGIN}${REFERENCE_LIST}${page}`)).arrayBuffer()).byteLength;
  }
  const after = rss();
  return before === null || after === null ? null : after - before;
}

/**
 * An export as a browser downloads it: first byte and last byte, size and rows, and workerd's
 * resident memory before and as the chunks arrive. It streams when the first byte comes within
 * the first quarter of the time (rows are made as they are sent) and the memory grows at most
 * twice as much (plus 8 MiB) as while the events API served as many bytes: an export kept in
 * memory would add its rows and its text on top.
 */
async function csvExportRow(
  { name, path, judged }: (typeof CSV_EXPORTS)[number],
  session: string,
  serverPid: number | undefined,
): Promise<Row> {
  const probed = await probe(name, path, session, judged ? "streams, flat memory" : "reported");
  if (probed.refused) return probed.refused;
  const rss = () => (serverPid === undefined ? null : workerdRss(serverPid));
  const samples: { bytes: number; rss: number }[] = [];
  let firstByte = 0;
  let bytes = 0;
  let lineBreaks = 0;
  const reference = await referenceGrowth(probed.bytes, rss);
  const before = rss();
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, { headers: { Cookie: session, "accept-encoding": "identity" } });
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`${path} answered no body`);
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 0x0a) lineBreaks += 1;
    const now = rss();
    if (now !== null) samples.push({ bytes, rss: now });
  }
  const total = performance.now() - started;
  /** Resident memory when `share` of the file had arrived. */
  const at = (share: number) => samples.find((sample) => sample.bytes >= share * bytes)?.rss ?? 0;
  const growth = before === null ? null : Math.max(...samples.map((sample) => sample.rss)) - before;
  const streams = firstByte <= total / 4;
  const flat = growth === null || reference === null || growth <= 2 * Math.max(0, reference) + 8 * MIB;
  const memory =
    before === null || growth === null || reference === null
      ? "workerd RSS not readable"
      : `workerd RSS ${mib(before)}, at ¼ ½ ¾ end ${[0.25, 0.5, 0.75, 1].map((q) => (at(q) / MIB).toFixed(1)).join(" / ")} MiB: +${mib(growth)} (events API, as many bytes: +${mib(reference)})`;
  return {
    name,
    value: `${ms(total)}, ${mib(bytes)}`,
    reference: `${lineBreaks - 1} rows, first byte ${ms(firstByte)}; ${memory}`,
    budget: judged ? "first byte ≤ ¼ total; RSS growth ≤ 2× events API's + 8 MiB" : "reported",
    ok: !judged || (streams && flat),
  };
}

/** Hub pages whose JS the bench weighs: the dashboard's start and a screen with a table. */
const HUB_PAGES = ["/cms-hub/dashboard", "/cms-hub/dashboard/forms"];

/** The hub's JS for a signed-in admin, gzip, per page, beside a visitor's /de. */
async function hubJsRows(session: string): Promise<Row[]> {
  const visitor = (await initialJsGzip(["/de"])).get("/de") ?? 0;
  const rows: Row[] = [];
  for (const path of HUB_PAGES) {
    const name = `hub JS for an admin (${path}), gzip`;
    const { refused } = await probe(name, path, session, "reported");
    if (refused) {
      rows.push(refused);
      continue;
    }
    const hub = (await initialJsGzip([path], session)).get(path) ?? 0;
    rows.push({ name, value: kib(hub), reference: `/de as a visitor ${kib(visitor)}`, budget: "reported", ok: true });
  }
  return rows;
}

async function hubRows(serverPid: number | undefined): Promise<Row[]> {
  const { session } = await signIn();
  const exports: Row[] = [];
  for (const csv of CSV_EXPORTS) exports.push(await csvExportRow(csv, session, serverPid));
  return [...(await hubListRows(session)), ...exports, ...(await hubJsRows(session))];
}

// ---------------------------------------------------------------------------------------------
// Back office (issue 27) on the 20 000 events

/** yyyy-mm-dd `days` after today (UTC): the seeded events lie in the year from today. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The events table as the hub's screen asks for it: its first page, a search, a filtered page. */
function eventsTablePaths(): { name: string; path: string }[] {
  return [
    { name: "first page", path: "/events/" },
    { name: "search", path: "/events/?q=sommer" },
    { name: "filtered", path: `/events/?status=scheduled&online=true&from=${daysAhead(30)}&to=${daysAhead(60)}` },
  ].map((list) => ({ name: `events table ${list.name}`, path: `${HUB_API}${list.path}` }));
}

async function eventsTableRows(session: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, path } of eventsTablePaths()) {
    const { refused } = await probe(`${name} p95 − /healthz p95`, path, session, `≤ ${HUB_LATENCY_BUDGET_MS} ms`);
    if (refused) {
      rows.push(refused);
      continue;
    }
    const row = await latencyRow(name, [path], HUB_ROUNDS, HUB_LATENCY_BUDGET_MS, { Cookie: session });
    rows.push({ ...row, reference: `${row.reference}; ${path.slice(HUB_API.length)}` });
  }
  return rows;
}

/** A JSON call of the hub as the signed-in editor; throws with the answer's body when it is refused. */
async function hubCall<T>(session: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${ORIGIN}${HUB_API}${path}`, {
    method,
    headers: editorHeaders(session),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

type BenchEvent = Record<string, unknown> & { id: number; revision: number };

/** Four seat groups with a full and a reduced price each, as the event form sends new ones. */
function fourSeatGroups(): Record<string, unknown> {
  const groups = ["Parkett", "Rang", "Loge", "Balkon"];
  return {
    seat_groups: groups.map((name) => ({ name_de: name, name_en: name, capacity: 120 })),
    prices: groups.flatMap((_group, index) => [
      {
        seat_group_index: index,
        sale_type_id: 1,
        price_cents: 3200,
        name_de: "Normal",
        name_en: "Full",
        is_full_price: true,
      },
      { seat_group_index: index, sale_type_id: 2, price_cents: 1600, name_de: "Ermäßigt", name_en: "Reduced" },
    ]),
    timeslots: [],
  };
}

/**
 * Issue 27: saving an event with 4 seat groups (its ticket inventory set in the same call, its
 * purge before the answer), c=1, p95, beside the editing API's module save sampled in turn with it.
 */
async function eventSaveRow(session: string): Promise<Row> {
  const name = "event save with 4 seat groups p95 (c=1) beside module save p95";
  const { refused } = await probe(name, `${HUB_API}/events/?page_size=1`, session, "reported");
  if (refused) return refused;
  const page = await hubCall<{ results: { id: number }[] }>(session, "GET", "/events/?page_size=1");
  const template = await hubCall<BenchEvent>(session, "GET", `/events/${page.results[0]?.id}/`);
  const token = Date.now().toString(36);
  const { id: _id, revision: _revision, ...fields } = template;
  let event = await hubCall<BenchEvent>(session, "POST", "/events/", {
    ...fields,
    ...fourSeatGroups(),
    slug_de: `bench-${token}`,
    slug_en: `bench-${token}`,
    is_online: false,
  });
  const saveHeadline = await headlineSaver(session);
  const eventSaves: number[] = [];
  const moduleSaves: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    moduleSaves.push(await saveHeadline(i));
    const started = performance.now();
    event = await hubCall<BenchEvent>(session, "POST", `/events/${event.id}/`, {
      ...event,
      title_de: `Bench-Termin ${i}`,
    });
    eventSaves.push(performance.now() - started);
  }
  const eventSave = percentiles(eventSaves);
  const moduleSave = percentiles(moduleSaves);
  return {
    name,
    value: ms(eventSave.p95),
    reference: `module save p95 ${ms(moduleSave.p95)}; p50 ${ms(eventSave.p50)} / ${ms(moduleSave.p50)}`,
    budget: "reported",
    ok: true,
  };
}

/** Issue 27: one series of 50 dates created for a production (50 events, each with its inventory), reported. */
async function seriesRow(session: string): Promise<Row> {
  const name = "series of 50 dates created (one call)";
  const { refused } = await probe(name, `${HUB_API}/productions/?page_size=1`, session, "reported");
  if (refused) return refused;
  const page = await hubCall<{ results: { id: number }[] }>(session, "GET", "/productions/?page_size=1");
  const production = await hubCall<BenchEvent>(session, "GET", `/productions/${page.results[0]?.id}/`);
  const venues = await hubCall<{ results: { id: number }[] }>(session, "GET", "/venues/?page_size=1");
  const venue = await hubCall<{ rooms?: { id: number }[] }>(session, "GET", `/venues/${venues.results[0]?.id}/`);
  const from = daysAhead(400);
  const started = performance.now();
  const created = await hubCall<{ events: number[] }>(session, "POST", `/productions/${production.id}/dates/`, {
    revision: production.revision,
    rule: { kind: "list", dates: Array.from({ length: 50 }, (_, i) => ({ day: addDays(from, i), time: "19:30" })) },
    room_id: venue.rooms?.[0]?.id ?? null,
    ...fourSeatGroups(),
  });
  const elapsed = performance.now() - started;
  const count = created.events.length;
  return {
    name,
    value: ms(elapsed),
    reference: `${count} events created`,
    budget: "reported",
    ok: count === 50,
  };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function backOfficeRows(): Promise<Row[]> {
  const { session } = await signIn();
  return [...(await eventsTableRows(session)), await eventSaveRow(session), await seriesRow(session)];
}

// ---------------------------------------------------------------------------------------------
// Report

/** The rows as a table: every column as wide as its widest cell, the values right-aligned. */
function printTable(rows: Row[]): void {
  const verdict = (row: Row) => (row.missing ? "not built" : row.ok ? "ok" : "OVER BUDGET");
  const cells = rows.map((row) => [row.name, row.value, row.reference, row.budget, verdict(row)]);
  const widths = [0, 1, 2, 3, 4].map((column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const pad = (cell: string, column: number) =>
    column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  for (const line of cells) console.log(line.map(pad).join("  ").trimEnd());
}

/** What the figures were measured on: the host, its load around the run, Node and the browser. */
function hostEnvironment(): string[] {
  const cpus = os.cpus();
  return [
    `${os.type()} ${os.release()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${(os.totalmem() / KIB ** 3).toFixed(0)} GiB, Node ${process.versions.node}`,
  ];
}

const loadAverage = () => os.loadavg()[0]?.toFixed(2) ?? "?";

/** The host's CPU time so far (`/proc/stat`): all of it and what the hypervisor took (steal). */
function cpuTimes(): { total: number; steal: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}

function printReport(pages: Page[], rows: Row[], environment: string[]): void {
  console.log("\nbenchmark (one run, NODE_ENV=production, local workerd, 20 000 events, dashboard volume; DESIGN §6)");
  for (const line of environment) console.log(`  ${line}`);
  for (const page of pages) console.log(`  ${page.label.padEnd(13)} ${page.path}`);
  console.log("");
  printTable(rows);
  const over = rows.filter((row) => !row.ok && !row.missing).length;
  const missing = rows.filter((row) => row.missing).length;
  console.log(`\n${over} of ${rows.length} rows over budget${missing > 0 ? `, ${missing} not built` : ""}`);
}

/** Warms the caches and the isolate before anything is measured: each SSR page rendered and cached, the events API. */
async function warmUp(rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (const { path } of SSR_BUDGETS) {
      await timedGet(path, UNCACHED);
      await timedGet(path);
    }
    await timedGet("/de/api/events/");
  }
}

/** A part of the bench on its own: `--hub`, `--back-office`, `--editor`, `--first-load`, `--read-paths`. */
type Part = "hub" | "back-office" | "editor" | "first-load" | "read-paths";

/** Ids of the first `count` upcoming dates on sale, in the programme's order. */
async function datesOnSale(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const response = await fetch(`${ORIGIN}/de/api/events/?page=${page}`);
    if (!response.ok) throw new Error(`/de/api/events/?page=${page} answered ${response.status}`);
    const { results, next } = (await response.json()) as {
      results: { id: number; has_tickets: boolean; status: string }[];
      next: string | null;
    };
    ids.push(...results.filter((event) => event.has_tickets && event.status === "scheduled").map((event) => event.id));
    if (next === null) break;
  }
  if (ids.length < count) throw new Error(`only ${ids.length} dates on sale in the seed, ${count} wanted`);
  return ids.slice(0, count);
}

const AVAILABILITY_DATES = 30;
const AVAILABILITY_CALLS = 100;

/**
 * A programme page's live-availability call for 30 dates (ADR 0035): once past the edge cache
 * (each call names one id of no event besides the 30, so each is a cache key of its own and asks
 * all 30 inventories), once as the cache answers it within its 10 s.
 */
async function availabilityRows(): Promise<Row[]> {
  const ids = (await datesOnSale(AVAILABILITY_DATES)).join(",");
  // Ids of no event, new in every run too (the edge cache outlives a run by its 10 s).
  const unknownBase = 900_000_000 + (Date.now() % 1_000_000) * 100;
  const missed = Array.from(
    { length: AVAILABILITY_CALLS },
    (_, call) => `/api/availability/?events=${ids},${unknownBase + call}`,
  );
  const cached = `/api/availability/?events=${ids}`;
  return [
    await latencyRow(`availability call, ${AVAILABILITY_DATES} dates, past the edge cache`, missed, 1, 10),
    await latencyRow(
      `availability call, ${AVAILABILITY_DATES} dates, from the edge cache`,
      [cached],
      AVAILABILITY_CALLS,
      10,
    ),
  ];
}

/** The public read paths beside /healthz and the module save beside them. */
async function readPathRows(): Promise<Row[]> {
  return [
    await latencyRow("events API with filters", EVENT_QUERIES, 30, 8),
    await latencyRow("autocomplete", AUTOCOMPLETE_QUERIES, 25, 5),
    ...(await availabilityRows()),
    ...(await editingRows()),
  ];
}

async function rowsOf(part: Part | null, serverPid: number | undefined, environment: string[]): Promise<Row[]> {
  if (part === "hub") return hubRows(serverPid);
  if (part === "back-office") return backOfficeRows();
  if (part === "editor") return [await editorChunkRow(), await editorSelectableRow()];
  const pages = await samplePages();
  const withImpressum = [...pages, { label: "impressum de", path: "/de/impressum" }];
  if (part === "first-load") {
    return [...(await visitorJsRows(withImpressum)), ...(await allLighthouseRows(pages, environment))];
  }
  if (part === "read-paths") return readPathRows();
  return [
    ...(await visitorJsRows(withImpressum)),
    ...(await ssrRows()),
    ...(await readPathRows()),
    await editorChunkRow(),
    await editorSelectableRow(),
    await concurrentBuyersRow(),
    ...(await hubRows(serverPid)),
    ...(await backOfficeRows()),
    ...(await allLighthouseRows(pages, environment)),
  ];
}

async function measure(serverPid: number | undefined, part: Part | null): Promise<void> {
  await waitForServer();
  await warmUp(5);
  const environment = hostEnvironment();
  const loadBefore = loadAverage();
  const cpuBefore = cpuTimes();
  const rows = await rowsOf(part, serverPid, environment);
  const cpuAfter = cpuTimes();
  const steal = (100 * (cpuAfter.steal - cpuBefore.steal)) / Math.max(1, cpuAfter.total - cpuBefore.total);
  environment.push(
    `load average (1 min) ${loadBefore} before, ${loadAverage()} after; CPU stolen by the hypervisor during the run ${steal.toFixed(1)} %`,
  );
  const pages = part === null || part === "first-load" ? await samplePages() : [];
  printReport(pages, rows, environment);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      hub: { type: "boolean", default: false },
      "back-office": { type: "boolean", default: false },
      editor: { type: "boolean", default: false },
      "first-load": { type: "boolean", default: false },
      "read-paths": { type: "boolean", default: false },
    },
  });
  const env = { ...process.env, NODE_ENV: "production" };
  const build = spawnSync("npx", ["vite", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(1);
  // A fresh database every run: a state an older checkout left (a migration since edited, an
  // earlier seed) would be measured instead of the current schema and content.
  const server: ChildProcess = spawn(
    "npx",
    [
      "tsx",
      "scripts/serve.ts",
      ...["--port", String(PORT), "--state", STATE, "--reset", "--events", EVENTS, "--dashboard-volume"],
    ],
    { stdio: ["ignore", "ignore", "inherit"], env, detached: true },
  );
  try {
    const parts: Part[] = ["hub", "back-office", "editor", "first-load", "read-paths"];
    await measure(server.pid, parts.find((part) => values[part]) ?? null);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

await main();
