import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r!.lhr.audits;
  const m = (k: string) => `${k}=${a[k]?.displayValue}(${a[k]?.score})`;
  if (!r!.lhr.categories.performance.score) console.log("ERR", r!.lhr.runtimeError);
  console.log(url, Math.round(r!.lhr.categories.performance.score! * 100), ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift","speed-index"].map(m).join(" "));
  const lcp = a["largest-contentful-paint-element"]?.details as any;
  console.log("  LCP el:", JSON.stringify(lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? lcp?.items?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(lcp?.items?.[1]?.items?.map((i: any) => [i.phase, Math.round(i.timing)])));
  if (process.env.SAVE) (await import("node:fs")).writeFileSync(`/tmp/lh-${url.replace(/\W+/g, "_")}.json`, JSON.stringify(r!.lhr));
}
chrome.kill();
