/** Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud or typed is unambiguous. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A random code in groups of four ('7KQ2-M9XD-…'); 5 bits of entropy per character. */
function randomCode(length: number): string {
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  const chars = [...crypto.getRandomValues(new Uint8Array(length))].map((byte) => ALPHABET[byte % 32]);
  return chars.join("").replace(/(.{4})(?=.)/g, "$1-");
}

/** An order's public code (60 bits): it names the confirmation page. */
export const orderCode = (): string => randomCode(12);

/** A ticket's code (80 bits): the entrance scans it; unique in D1 as well. */
export const ticketCode = (): string => randomCode(16);

/** The shape both kinds of code have; anything else cannot name an order. */
export const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){2,3}$/;
