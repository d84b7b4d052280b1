/**
 * Serves the production build in workerd: applies D1 migrations and seeds an empty database
 * first. Used by `npm start`, the Playwright web servers and `npm run bench`.
 *   tsx scripts/serve.ts [--port 8787] [--state .wrangler/state] [--reset] [--events N] [--dashboard-volume]
 *   tsx scripts/serve.ts --seed-only [--events N] [--dashboard-volume]
 *
 * --seed-only makes that seeded state, if missing, and exits (`npm test` does so while the
 * earlier layers run). --reset starts from freshly seeded content: a copy of a seeded state kept under
 * .wrangler/seeded/, made once per version of the code (migrations and seed included), event
 * count, dashboard volume and Berlin day (the seed's dates follow the day), so the servers of
 * one test run, and the runs of one day on the same code, pay for the seed and its images once.
 *
 * The server stops with the command that started it: it watches the processes it was started
 * from, so an interrupted test run (even one killed outright) leaves no server on its port.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { preview } from "vite";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8787" },
    state: { type: "string", default: ".wrangler/state" },
    reset: { type: "boolean", default: false },
    "seed-only": { type: "boolean", default: false },
    events: { type: "string" },
    "dashboard-volume": { type: "boolean", default: false },
  },
});

const SEEDED_ROOT = ".wrangler/seeded";
/** The seed reads more than its own folder (module schemas, sanitisers, image sizes, views): all the code. */
const SEED_INPUTS = ["workers", "src"];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Migrates `state`, then seeds it when it holds no content. */
function migrateAndSeed(state: string): void {
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  run("npx", [
    "tsx",
    "workers/db/seed/cli.ts",
    "--if-empty",
    "--persist-to",
    state,
    ...(values.events ? ["--events", values.events] : []),
    ...(values["dashboard-volume"] ? ["--dashboard-volume"] : []),
  ]);
}

function filesBelow(path: string): string[] {
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** What the seeded content depends on: the code, the event count, the dashboard volume and the day. */
function seedKey(): string {
  const hash = createHash("sha256");
  for (const file of SEED_INPUTS.flatMap(filesBelow)) hash.update(file).update(readFileSync(file));
  const berlinDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  hash.update(`${values.events ?? "default"} ${values["dashboard-volume"] ? "volume" : ""} ${berlinDay}`);
  return hash.digest("hex").slice(0, 16);
}

/** The pid that holds `lock` (a directory made by `mkdirSync`, atomic), or null if it names none yet. */
function lockHolder(lock: string): number | null {
  try {
    return Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    return null;
  }
}

/**
 * The seeded state for today's content, made (and older ones removed) when it is missing. The
 * servers of one run start at once: one makes it while the others wait for it, since two seeds
 * side by side take a 2-core machine twice as long as one (ADR 0029).
 */
async function seededTemplate(): Promise<string> {
  const key = seedKey();
  const template = join(SEEDED_ROOT, key);
  const lock = `${template}.lock`;
  for (;;) {
    if (existsSync(template)) return template;
    try {
      mkdirSync(lock);
      break;
    } catch {
      const holder = lockHolder(lock);
      // A holder that died leaves its lock behind; one that has not yet written its pid is alive.
      if (holder !== null && !isAlive(holder)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  writeFileSync(join(lock, "pid"), String(process.pid));
  try {
    if (existsSync(template)) return template;
    // Made aside and renamed into place, so an interrupted seed is never taken for a finished one.
    const making = `${template}.${process.pid}`;
    migrateAndSeed(making);
    renameSync(making, template);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  // Older days' templates, and those (and locks) a killed server left, are of no further use.
  for (const entry of readdirSync(SEEDED_ROOT)) {
    const path = join(SEEDED_ROOT, entry);
    const maker = entry.endsWith(".lock") ? lockHolder(path) : Number(entry.split(".")[1]);
    const inProgress = maker !== null && Number.isInteger(maker) && maker > 0 && isAlive(maker);
    if (entry !== key && !inProgress) rmSync(path, { recursive: true, force: true });
  }
  return template;
}

/** The pids this process was started from, up to (not including) init; Linux's /proc, else the parent. */
function ancestors(): number[] {
  const chain: number[] = [];
  let pid = process.ppid;
  while (pid > 1 && chain.length < 32) {
    chain.push(pid);
    try {
      // The parent's pid is the second field after the command name in parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      pid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch {
      break;
    }
  }
  return chain;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const state = values.state;
mkdirSync(SEEDED_ROOT, { recursive: true });
if (values["seed-only"]) {
  await seededTemplate();
  process.exit(0);
}
if (values.reset) {
  const template = await seededTemplate();
  rmSync(state, { recursive: true, force: true });
  cpSync(template, state, { recursive: true });
} else {
  migrateAndSeed(state);
}

process.env.KULTUR_STATE_DIR = state;
const server = await preview({ preview: { host: "127.0.0.1", port: Number(values.port), strictPort: true } });
server.printUrls();

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
const startedFrom = ancestors();
setInterval(() => {
  if (!startedFrom.every(isAlive)) void stop();
}, 1000).unref();
