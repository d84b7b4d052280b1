import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

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

/**
 * Lighthouse's default mobile run (simulated Moto G class device and slow 4G) in Debian's
 * Chromium, `runs` times per URL; every category is the median of the runs, scored 0-100.
 */
export async function lighthouseScores(urls: string[], runs: number): Promise<Map<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const samples: Record<(typeof CATEGORIES)[number], number[]> = {
        performance: [],
        accessibility: [],
        "best-practices": [],
        seo: [],
      };
      for (let run = 0; run < runs; run++) {
        const result = await measuredRun(url, chrome.port);
        for (const category of CATEGORIES) {
          samples[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        }
      }
      scores.set(url, {
        performance: median(samples.performance),
        accessibility: median(samples.accessibility),
        bestPractices: median(samples["best-practices"]),
        seo: median(samples.seo),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
