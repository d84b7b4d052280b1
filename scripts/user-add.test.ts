// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../workers/auth/password";

const userAdd = (args: string[], password: string) =>
  // Node with tsx's loader, not `npx tsx`: npx's own start took longer than the script.
  spawnSync(process.execPath, ["--import", "tsx", "scripts/user-add.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, USER_PASSWORD: password },
  });

describe("npm run user:add", () => {
  it("prints an account whose stored password the worker verifies", async () => {
    const run = userAdd(
      ["--email", "Neu@Example.org", "--admin", "--last-name", "O'Neill", "--print-sql"],
      "ein langes Passwort",
    );
    expect(run.status, run.stderr).toBe(0);
    const values = /VALUES \((.*)\);/.exec(run.stdout)?.[1] ?? "";
    const [email, username, , lastName, hash, salt, isAdmin] = values.split(/, (?=(?:[^']*'[^']*')*[^']*$)/);
    expect([email, username, lastName, isAdmin]).toEqual(["'neu@example.org'", "'neu'", "'O''Neill'", "1"]);
    const stored = { hash: hash?.slice(1, -1) ?? "", salt: salt?.slice(1, -1) ?? "" };
    expect(await verifyPassword("ein langes Passwort", stored)).toBe(true);
    expect(await verifyPassword("ein anderes Passwort", stored)).toBe(false);
  });

  it("refuses a short password and a malformed e-mail address, writing nothing", () => {
    const short = userAdd(["--email", "neu@example.org", "--print-sql"], "kurz");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("at least 12 characters");
    expect(short.stdout).toBe("");
    const malformed = userAdd(["--email", "kein-at", "--print-sql"], "ein langes Passwort");
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toContain("--email must be an e-mail address");
  });
});
