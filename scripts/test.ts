/**
 * `npm test`: every test layer in turn (unit, workerd integration, the build, Playwright in
 * Chromium), stopping at the first that fails, and a table of how long each took. The browser is
 * looked for before anything runs, so a machine without it learns that in one line instead of
 * from a failure per browser test at the end.
 *   tsx scripts/test.ts [unit|integration|build|e2e [arguments for that layer's runner]]
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chromiumPath, missingChromium } from "./chromium";

interface Layer {
  name: string;
  command: string[];
}

const LAYERS: Layer[] = [
  { name: "unit", command: ["vitest", "run", "--config", "vitest.unit.config.ts"] },
  { name: "integration", command: ["vitest", "run", "--config", "vitest.config.ts"] },
  { name: "build", command: ["vite", "build", "--logLevel", "warn"] },
  { name: "e2e", command: ["playwright", "test"] },
];

const [only, ...extra] = process.argv.slice(2);
const picked = only === undefined ? null : LAYERS.find((layer) => layer.name === only);
if (picked === undefined) {
  console.error(`npm test: no layer named ${only} (layers: ${LAYERS.map((l) => l.name).join(", ")})`);
  process.exit(2);
}
// The browser tests run against the build, so asking for them asks for the build too.
const wanted = picked === null ? LAYERS : picked.name === "e2e" ? LAYERS.slice(2) : [picked];

if (wanted.some((layer) => layer.name === "e2e")) {
  const problem = missingChromium(chromiumPath());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

/**
 * The browser layer's servers start from a seeded state (scripts/serve.ts), which a fresh clone
 * has not made yet: it is made now, at low priority, while the other layers run. The servers wait
 * for it (serve.ts takes a lock), or make it themselves if this fails (ADR 0029).
 */
let seeding: ChildProcess | null = null;
if (wanted.some((layer) => layer.name === "e2e")) {
  seeding = spawn("nice", ["-n", "10", "npx", "tsx", "scripts/serve.ts", "--seed-only"], {
    stdio: "ignore",
    detached: true,
  });
  seeding.on("error", () => undefined);
  seeding.unref();
}
process.on("exit", () => {
  // Its own process group: the seed's wrangler and seed processes stop with it.
  if (seeding?.pid !== undefined && seeding.exitCode === null) {
    try {
      process.kill(-seeding.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
});

const timings: { name: string; seconds: number; status: string }[] = [];

function report(): void {
  const rows = timings.map((t) => `  ${t.name.padEnd(12)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.status}`);
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log(
    `\nnpm test, time per layer:\n${rows.join("\n")}\n  ${"total".padEnd(12)} ${total.toFixed(1).padStart(7)} s`,
  );
}

const generated = spawnSync("npm", ["run", "--silent", "routes:generate"], { stdio: "inherit" });
if (generated.status !== 0) process.exit(generated.status ?? 1);

for (const layer of wanted) {
  const started = performance.now();
  const args = layer === picked ? [...layer.command, ...extra] : layer.command;
  const result = spawnSync("npx", args, { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  const passed = result.status === 0;
  timings.push({ name: layer.name, seconds, status: passed ? "passed" : "FAILED" });
  if (!passed) {
    report();
    process.exit(result.status ?? 1);
  }
}
report();
