/** `npm start`: build, then migrate, seed when empty and serve at http://127.0.0.1:$PORT (8787). */
import { spawnSync } from "node:child_process";

const build = spawnSync("npx", ["vite", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawnSync("npx", ["tsx", "scripts/serve.ts", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(serve.status ?? 0);
