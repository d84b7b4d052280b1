import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "./password";

describe("passwords", () => {
  it("stores a salted PBKDF2-SHA-256 key that the same password matches and another does not", async () => {
    const stored = await hashPassword("korrekt Pferd Batterie");
    expect(atob(stored.salt)).toHaveLength(16);
    expect(atob(stored.hash)).toHaveLength(32);
    expect(await verifyPassword("korrekt Pferd Batterie", stored)).toBe(true);
    expect(await verifyPassword("korrekt Pferd Batterie ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("gives every hash its own salt", async () => {
    const [a, b] = await Promise.all([hashPassword("gleich"), hashPassword("gleich")]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it("matches what Node's pbkdf2 derives, as the seed stored it", async () => {
    const salt = Buffer.from("0123456789abcdef");
    const hash = pbkdf2Sync("editor-password", salt, PBKDF2_ITERATIONS, 32, "sha256").toString("base64");
    expect(await verifyPassword("editor-password", { hash, salt: salt.toString("base64") })).toBe(true);
  });

  it("answers false without a usable stored password", async () => {
    expect(await verifyPassword("irgendwas", null)).toBe(false);
    expect(await verifyPassword("irgendwas", { hash: "", salt: "" })).toBe(false);
    expect(await verifyPassword("irgendwas", { hash: "x", salt: "not base64!" })).toBe(false);
  });
});
