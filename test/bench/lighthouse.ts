import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { chromiumPath } from "../../scripts/chromium.ts";

/** Main-thread time of a page load by kind of work, as Lighthouse groups it (simulated 4× CPU), ms. */
export type MainThreadBreakdown = Record<string, number>;

/** One Lighthouse run, or the median of several: category scores 0-100, times in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTime: number;
  /** Every main-thread task of the load, summed (Lighthouse's main-thread work breakdown). */
  mainThread: number;
}

/** Medians of a URL's runs, the breakdown of its median run, and the audits that cost points in any run. */
export interface LighthouseResult {
  medians: LighthouseFigures;
  breakdown: MainThreadBreakdown;
  failedAudits: string[];
  /** Where the trace of the URL's run with the most blocking time was written. */
  worstTrace: string;
}

/** What the runs were measured on: the browser and Lighthouse's own CPU benchmark of the host. */
export interface LighthouseEnvironment {
  chromium: string;
  /** Lighthouse's benchmarkIndex of every run (higher is a faster host), sorted. */
  benchmarkIndexes: number[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FULL_MARKS = ["accessibility", "best-practices", "seo"] as const;
/** Traces of the worst run per page, for DevTools' performance panel; ignored by git. */
export const TRACE_DIR = "test/bench/out";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// Lighthouse sometimes fails to record the page load's trace (e.g. NO_NAVSTART): that run
// measured nothing, so it is repeated; only after ATTEMPTS_PER_RUN such runs is the last one
// kept, its unscored categories counting as 0.
const ATTEMPTS_PER_RUN = 3;

async function measuredRun(url: string, port: number): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const failed = CATEGORIES.filter((category) => typeof result.lhr.categories[category]?.score !== "number");
    if (failed.length === 0 || attempt === ATTEMPTS_PER_RUN) return result;
    console.warn(
      `lighthouse ${url}: no score for ${failed.join(", ")} (${result.lhr.runtimeError?.code ?? "audit errors"}), measuring again`,
    );
  }
}

function figures(result: RunnerResult): LighthouseFigures {
  const score = (category: (typeof CATEGORIES)[number]) =>
    Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    totalBlockingTime: result.lhr.audits["total-blocking-time"]?.numericValue ?? Number.POSITIVE_INFINITY,
    mainThread: result.lhr.audits["mainthread-work-breakdown"]?.numericValue ?? Number.POSITIVE_INFINITY,
  };
}

function breakdown(result: RunnerResult): MainThreadBreakdown {
  const items = (result.lhr.audits["mainthread-work-breakdown"]?.details as { items?: unknown[] } | undefined)?.items;
  return Object.fromEntries(
    ((items ?? []) as { group: string; duration: number }[]).map(({ group, duration }) => [group, duration]),
  );
}

/** Scored audits below full marks that count towards the categories expected at 100. */
function failedAudits(result: RunnerResult): string[] {
  return FULL_MARKS.flatMap((category) =>
    (result.lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = result.lhr.audits[ref.id]?.score;
        return typeof score === "number" && score < 1;
      })
      .map((ref) => ref.id),
  );
}

function medians(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    totalBlockingTime: of("totalBlockingTime"),
    mainThread: of("mainThread"),
  };
}

/** The browser's full version: its user agent names only the major one (`Chrome/156.0.0.0`). */
function chromiumVersion(): string {
  const printed = spawnSync(chromiumPath(), ["--version"], { encoding: "utf8" }).stdout;
  return /[\d.]{5,}/.exec(printed)?.[0] ?? "unknown";
}

/** `http://host/de/programm` → `de-programm`; the no-script page → `errors-503.html`. */
function traceName(url: string): string {
  const path = new URL(url).pathname.replace(/^\/+|\/+$/g, "");
  return `${path.replaceAll("/", "-") || "root"}.trace.json`;
}

function writeWorstTrace(url: string, results: RunnerResult[]): string {
  const worst = results.reduce((a, b) => (figures(b).totalBlockingTime > figures(a).totalBlockingTime ? b : a));
  mkdirSync(TRACE_DIR, { recursive: true });
  const file = join(TRACE_DIR, traceName(url));
  writeFileSync(file, JSON.stringify(worst.artifacts.Trace));
  return file;
}

function summary(results: RunnerResult[], file: string): LighthouseResult {
  const runs = results.map(figures);
  const middle = medians(runs);
  const medianRun = results[runs.findIndex((run) => run.mainThread === middle.mainThread)] ?? results[0];
  return {
    medians: middle,
    breakdown: medianRun ? breakdown(medianRun) : {},
    failedAudits: [...new Set(results.flatMap(failedAudits))],
    worstTrace: file,
  };
}

/**
 * Lighthouse's default mobile run (simulated Moto G class device and slow 4G) in Debian's
 * Chromium, `rounds` times per URL; every figure is the median of its URL's runs. Each round
 * runs every URL once, in the order given, so every URL's runs (a reference's too) are spread
 * over the whole measurement rather than taken back to back.
 */
export async function lighthouseMedians(
  urls: string[],
  rounds: number,
): Promise<{ results: Map<string, LighthouseResult>; environment: LighthouseEnvironment }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const runs = new Map<string, RunnerResult[]>(urls.map((url) => [url, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const url of urls) runs.get(url)?.push(await measuredRun(url, chrome.port));
    }
  } finally {
    chrome.kill();
  }
  const all = [...runs.values()].flat();
  return {
    results: new Map([...runs].map(([url, results]) => [url, summary(results, writeWorstTrace(url, results))])),
    environment: {
      chromium: chromiumVersion(),
      benchmarkIndexes: all.map((result) => result.lhr.environment.benchmarkIndex).sort((a, b) => a - b),
    },
  };
}
