import { loadMessages } from "../../src/i18n/messages";
import { languages } from "../../src/lib/languages";

// Components under test render text in either language, as the root route ensures in the app.
await Promise.all(languages.map((lang) => loadMessages(lang)));

// The worker compares tokens with workerd's `crypto.subtle.timingSafeEqual`, which Node's Web
// Crypto lacks; unit tests of that code get a plain byte comparison with workerd's contract.
if (!("timingSafeEqual" in crypto.subtle)) {
  const bytesOf = (input: ArrayBuffer | ArrayBufferView) =>
    ArrayBuffer.isView(input)
      ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
      : new Uint8Array(input);
  Object.defineProperty(crypto.subtle, "timingSafeEqual", {
    value(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean {
      const left = bytesOf(a);
      const right = bytesOf(b);
      if (left.byteLength !== right.byteLength) throw new TypeError("Input buffers must have the same byte length");
      return left.every((byte, i) => byte === right[i]);
    },
  });
}
