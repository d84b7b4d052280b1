/**
 * Runs a command with the wall clock of every process in it (Node, workerd, Chromium) moved to a
 * given instant and running on from there. It shows that the tests do not depend on the day:
 *   tsx scripts/test-at.ts 2026-12-31T23:30:00+01:00 -- npx playwright test
 * The clock is moved by one offset for every process started from here, through the LD_PRELOAD
 * shim in scripts/clock-shift/ (built with the system's C compiler on first use); monotonic
 * clocks, which timers and event loops use, are left alone. Linux only.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";

const SOURCE = "scripts/clock-shift/clock-shift.c";
const SHIM = "node_modules/.cache/clock-shift/clock-shift.so";

const [instant, separator, command, ...args] = process.argv.slice(2);
const target = Date.parse(instant ?? "");
if (Number.isNaN(target) || separator !== "--" || !command) {
  console.error("usage: tsx scripts/test-at.ts <ISO instant with offset> -- <command> [args…]");
  process.exit(2);
}

if (!existsSync(SHIM) || statSync(SHIM).mtimeMs < statSync(SOURCE).mtimeMs) {
  mkdirSync(dirname(SHIM), { recursive: true });
  const built = spawnSync("cc", ["-shared", "-fPIC", "-O2", "-o", SHIM, SOURCE, "-ldl"], { stdio: "inherit" });
  if (built.status !== 0) {
    console.error("test-at: building the clock shim needs a C compiler (apt-get install -y gcc)");
    process.exit(2);
  }
}

const shift = Math.round((target - Date.now()) / 1000);
console.log(`test-at: clocks at ${new Date(target).toISOString()} (${shift} s from now): ${command} ${args.join(" ")}`);
const result = spawnSync(command, args, {
  stdio: "inherit",
  env: {
    ...process.env,
    LD_PRELOAD: [process.env.LD_PRELOAD, `${process.cwd()}/${SHIM}`].filter(Boolean).join(" "),
    CLOCK_SHIFT_SECONDS: String(shift),
  },
});
process.exit(result.status ?? 1);
