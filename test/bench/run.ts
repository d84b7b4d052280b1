/**
 * `npm run bench`: builds with NODE_ENV=production, serves the build in workerd on the
 * 20 000-event data set and prints the DESIGN §6 budgets measured in this one run.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { lighthouseScores } from "./lighthouse.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STATE = ".wrangler/bench-state";
const EVENTS = "20000";

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

/** A cookie the page cache treats as personal: the request is rendered, not served from cache. */
const UNCACHED = { cookie: "bench=uncached" };

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

/**
 * JavaScript a visitor's browser loads for a page until the network is idle (entry, preloads,
 * route chunks, the language catalogue and, on this first visit, the consent dialog), gzip -9,
 * as Chromium fetched it.
 */
async function initialJsGzip(paths: string[]): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const sizes = new Map<string, number>();
  try {
    for (const path of paths) {
      const page = await browser.newPage();
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

/** An event and an article page in both languages, taken from the API of the served data set. */
async function samplePaths(): Promise<{ event: Record<"de" | "en", string>; article: Record<"de" | "en", string> }> {
  const first = async (path: string) => {
    const response = await fetch(`${ORIGIN}${path}`);
    const body = (await response.json()) as { results: { url?: string; urls?: Record<string, string> }[] };
    const item = body.results[0];
    if (!item) throw new Error(`${path} has no results`);
    return item;
  };
  const event = await first("/de/api/events/");
  const article = await first("/de/api/articles/");
  const both = (item: { url?: string; urls?: Record<string, string> }) => ({
    de: item.urls?.de ?? item.url ?? "/de",
    en: item.urls?.en ?? item.url?.replace(/^\/de\/programm/, "/en/events") ?? "/en",
  });
  return { event: both(event), article: both(article) };
}

async function latency(paths: string[], rounds: number): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${ORIGIN}${path}`);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

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
 * Hold decisions per second of one performance's TicketInventory: concurrent shop-cart calls
 * for one seat each (each call a new cart) on one event, through the whole worker. When the
 * seats run out the object answers -214 (409), still one decision each, so both count; any 5xx
 * fails the bench.
 */
async function holdsPerSecond(): Promise<{ perSecond: number; held: number; refused: number }> {
  const target = await bookableSample();
  const csrf = "bench".padEnd(43, "x");
  const result = await autocannon({
    url: `${ORIGIN}/api/shop-cart/`,
    method: "POST",
    connections: 8,
    duration: 8,
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
  const refused = result.statusCodeStats?.["409"]?.count ?? 0;
  if (result["5xx"] > 0 || result.errors > 0 || result["2xx"] + refused !== result.requests.total) {
    throw new Error(
      `shop-cart: ${result["5xx"]} 5xx, ${result.errors} errors, ${result.non2xx - refused} other non-2xx`,
    );
  }
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return { perSecond: (result["2xx"] + refused) / seconds, held: result["2xx"], refused };
}

function row(name: string, value: string, budget: string, ok: boolean): string {
  return `${name.padEnd(44)} ${value.padStart(12)}  ${budget.padEnd(14)} ${ok ? "ok" : "OVER BUDGET"}`;
}

async function main(): Promise<void> {
  const env = { ...process.env, NODE_ENV: "production" };
  const build = spawnSync("npx", ["vite", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(1);
  // A fresh database every run: a state an older checkout left (a migration since edited, an
  // earlier seed) would be measured instead of the current schema and content.
  const server: ChildProcess = spawn(
    "npx",
    ["tsx", "scripts/serve.ts", "--port", String(PORT), "--state", STATE, "--reset", "--events", EVENTS],
    { stdio: ["ignore", "ignore", "inherit"], env, detached: true },
  );
  try {
    await waitForServer();
    // Warm caches and the isolate before measuring.
    await latency(["/de", "/de/programm", "/de/api/events/"], 5);
    const bare = await requestsPerSecond("/healthz");
    const ssr = new Map<string, { rendered: number; cached: number }>();
    // The impressum has the full layout and little content: what the content of the others costs.
    for (const path of ["/de", "/de/programm", "/de/impressum"]) {
      ssr.set(path, { rendered: await requestsPerSecond(path, UNCACHED), cached: await requestsPerSecond(path) });
    }
    const samples = await samplePaths();
    const jsPaths = ["/de", "/en", "/de/impressum", "/de/programm", "/en/events", samples.event.de, samples.article.en];
    const js = await initialJsGzip(jsPaths);
    const eventPaths = [
      "/de/api/events/",
      "/de/api/events/?page=3",
      "/de/api/events/?room=1",
      "/de/api/events/?genre=2",
      "/de/api/events/?tag=3&date=15-03-2027",
      "/en/api/events/?series=1&type=1",
      "/de/api/events/?date=01-06-2027&room=2&genre=1",
    ];
    const events = await latency(eventPaths, 30);
    const autocompletePaths = ["ma", "mär", "orf", "konz", "sommer", "bar", "thea", "jaz"].map(
      (query) => `/api/search/autocomplete/?query=${encodeURIComponent(query)}`,
    );
    const autocomplete = await latency(autocompletePaths, 25);
    const holds = await holdsPerSecond();
    const lighthousePaths = [
      "/de",
      "/en",
      "/de/ueber-uns",
      "/en/about-us",
      samples.article.de,
      samples.article.en,
      "/de/programm",
      "/en/events",
      samples.event.de,
      samples.event.en,
    ];
    const lighthouse = await lighthouseScores(
      lighthousePaths.map((path) => `${ORIGIN}${path}`),
      3,
    );

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log("\nbenchmark (one run, NODE_ENV=production, local workerd, 20 000 events)");
    console.log(row("bare Hono route req/s", bare.toFixed(0), "", true));
    for (const [path, { rendered, cached }] of ssr) {
      console.log(
        row(`${path} rendered req/s ÷ bare`, (rendered / bare).toFixed(2), "≥ 0.35", rendered / bare >= 0.35),
      );
      console.log(row(`${path} page cache req/s ÷ bare`, (cached / bare).toFixed(2), "≥ 0.6", cached / bare >= 0.6));
    }
    for (const [path, bytes] of js) {
      console.log(row(`initial JS ${path} (gzip)`, kib(bytes), "≤ 125 KiB", bytes <= 125 * 1024));
    }
    console.log(row("/de/api/events/ with filters p50", `${events.p50.toFixed(1)} ms`, "", true));
    console.log(row("/de/api/events/ with filters p95", `${events.p95.toFixed(1)} ms`, "≤ 15 ms", events.p95 <= 15));
    console.log(row("autocomplete p50", `${autocomplete.p50.toFixed(1)} ms`, "", true));
    console.log(row("autocomplete p95", `${autocomplete.p95.toFixed(1)} ms`, "≤ 10 ms", autocomplete.p95 <= 10));
    console.log(
      row(
        `holds/s on one performance (${holds.held} held, ${holds.refused} -214)`,
        holds.perSecond.toFixed(0),
        "",
        true,
      ),
    );
    for (const [url, score] of lighthouse) {
      const path = url.slice(ORIGIN.length);
      const rest = Math.min(score.accessibility, score.bestPractices, score.seo);
      console.log(row(`Lighthouse ${path} performance`, String(score.performance), "≥ 95", score.performance >= 95));
      console.log(
        row(
          `Lighthouse ${path} a11y/bp/seo`,
          `${score.accessibility}/${score.bestPractices}/${score.seo}`,
          "100 each",
          rest === 100,
        ),
      );
    }
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

await main();
