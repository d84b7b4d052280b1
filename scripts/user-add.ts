/**
 * `npm run user:add -- --email erika@example.org [--admin] [--first-name Erika] [--last-name M]`
 * creates an editor account in the local database (wrangler's state, as `npm start` serves it).
 * The password comes from USER_PASSWORD or, when that is unset, a prompt that does not echo.
 * `--print-sql` prints the INSERT instead, for `wrangler d1 execute DB --remote --command …`
 * on a deployed site.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import type { D1Database } from "@cloudflare/workers-types";
import { PASSWORD_MIN_LENGTH } from "../src/lib/passwords";
import { hashPassword } from "../workers/auth/password";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    admin: { type: "boolean", default: false },
    "first-name": { type: "string", default: "" },
    "last-name": { type: "string", default: "" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    "print-sql": { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`user:add: ${message}`);
  process.exit(2);
}

/** The first line of piped standard input, or a line typed at the terminal without echo. */
function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return Promise.resolve(readFileSync(0, "utf8").split(/\r?\n/)[0] ?? "");
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write(prompt);
  // Echo nothing of what is typed.
  (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  return new Promise((resolve) => {
    lines.once("line", (line) => {
      lines.close();
      process.stdout.write("\n");
      resolve(line);
    });
  });
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

const email = values.email?.trim().toLowerCase() ?? "";
if (!EMAIL_SHAPE.test(email)) fail("--email must be an e-mail address");
const password = process.env.USER_PASSWORD ?? (await readPassword(`Password for ${email}: `));
if (password.length < PASSWORD_MIN_LENGTH) fail(`the password needs at least ${PASSWORD_MIN_LENGTH} characters`);

const stored = await hashPassword(password);
const row = {
  email,
  username: email.slice(0, email.indexOf("@")),
  first_name: values["first-name"],
  last_name: values["last-name"],
  password_hash: stored.hash,
  password_salt: stored.salt,
  is_admin: values.admin ? 1 : 0,
  has_dashboard_online_access: 1,
  is_active: 1,
  created_at: new Date().toISOString(),
};
const columns = Object.keys(row);
const params = Object.values(row);

if (values["print-sql"]) {
  const literals = params.map((value) => (typeof value === "number" ? String(value) : sqlText(value)));
  console.log(`INSERT INTO users (${columns.join(", ")}) VALUES (${literals.join(", ")});`);
  process.exit(0);
}

// Imported only now: loading wrangler takes hold of standard input, where the password may come.
const { getPlatformProxy } = await import("wrangler");
// getPlatformProxy wants the versioned directory inside wrangler's state directory.
const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({
  configPath: "wrangler.toml",
  persist: { path: join(values["persist-to"], "v3") },
});
try {
  const known = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first();
  if (known) fail(`an account for ${email} exists already`);
  const placeholders = columns.map((_, i) => `?${i + 1}`).join(", ");
  const created = await env.DB.prepare(
    `INSERT INTO users (${columns.join(", ")}) VALUES (${placeholders}) RETURNING id`,
  )
    .bind(...params)
    .first<{ id: number }>();
  console.log(`user:add: account ${created?.id} for ${email}${values.admin ? " (admin)" : ""} created`);
} finally {
  await dispose();
}
