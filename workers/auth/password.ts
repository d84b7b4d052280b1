import { timingSafeEqual } from "./tokens";

/**
 * Passwords as `users.password_hash` and `password_salt` hold them: PBKDF2-SHA-256 through
 * WebCrypto (in workerd and in Node alike), a 16-byte random salt per user, a 32-byte key, both
 * base64. 100 000 iterations is the most Workers' WebCrypto accepts.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

export interface StoredPassword {
  hash: string;
  salt: string;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations: PBKDF2_ITERATIONS },
    key,
    KEY_BITS,
  );
  return toBase64(new Uint8Array(bits));
}

/** A new salt and the password's key under it. */
export async function hashPassword(password: string): Promise<StoredPassword> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { hash: await derive(password, salt), salt: toBase64(salt) };
}

// Derived under when there is no stored password (an unknown email, an account without one, a
// damaged salt), so that answer takes as long as a wrong password does.
const NO_ACCOUNT_SALT = new Uint8Array(SALT_BYTES);

function storedSalt(stored: StoredPassword | null): Uint8Array<ArrayBuffer> | null {
  if (!stored) return null;
  try {
    return fromBase64(stored.salt);
  } catch {
    return null;
  }
}

/**
 * Whether `password` matches `stored`, compared in constant time. Without a usable stored
 * password the same derivation runs and the answer is false, so timing does not tell them apart.
 */
export async function verifyPassword(password: string, stored: StoredPassword | null): Promise<boolean> {
  const salt = storedSalt(stored);
  const derived = await derive(password, salt ?? NO_ACCOUNT_SALT);
  return stored !== null && salt !== null && timingSafeEqual(derived, stored.hash);
}
