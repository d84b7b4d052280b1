/**
 * Serves the production build in workerd: applies D1 migrations and seeds an empty database
 * first. Used by `npm start`, the Playwright web server and `npm run bench`.
 *   tsx scripts/serve.ts [--port 8787] [--state .wrangler/state] [--reset] [--events N]
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8787" },
    state: { type: "string", default: ".wrangler/state" },
    reset: { type: "boolean", default: false },
    events: { type: "string" },
  },
});

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

const state = values.state;
if (values.reset) rmSync(state, { recursive: true, force: true });
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
run("npx", [
  "tsx",
  "workers/db/seed/cli.ts",
  "--if-empty",
  "--persist-to",
  state,
  ...(values.events ? ["--events", values.events] : []),
]);

const server = spawn("npx", ["vite", "preview", "--host", "127.0.0.1", "--port", values.port, "--strictPort"], {
  stdio: "inherit",
  env: { ...process.env, KULTUR_STATE_DIR: state },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
