import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { chromiumPath } from "../../scripts/chromium.ts";

/** One Lighthouse run, or the median of several: category scores 0-100, total blocking time in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTime: number;
}

/** Medians of a URL's runs, and the audits that cost accessibility, best practices or SEO points in any run. */
export interface LighthouseResult {
  medians: LighthouseFigures;
  failedAudits: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FULL_MARKS = ["accessibility", "best-practices", "seo"] as const;

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
  };
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
  };
}

/**
 * Lighthouse's default mobile run (simulated Moto G class device and slow 4G) in Debian's
 * Chromium, `rounds` times per URL; every figure is the median of its URL's runs. Each round
 * runs every URL once, in the order given, so every URL's runs (a reference's too) are spread
 * over the whole measurement rather than taken back to back.
 */
export async function lighthouseMedians(urls: string[], rounds: number): Promise<Map<string, LighthouseResult>> {
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
  return new Map(
    [...runs].map(([url, results]) => [
      url,
      { medians: medians(results.map(figures)), failedAudits: [...new Set(results.flatMap(failedAudits))] },
    ]),
  );
}
