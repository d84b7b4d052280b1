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

/**
 * A browser's BroadcastChannel reaches the tabs of one site in one browser; Node's reaches every
 * worker thread of the test run, so one file's tab messages (a reservation that ran out) would
 * arrive in a component another file renders at the same time. Each thread gets channels of
 * its own, delivering as a browser does: asynchronously, never to the sender.
 */
class ThreadBroadcastChannel extends EventTarget {
  private static readonly open = new Map<string, Set<ThreadBroadcastChannel>>();
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    super();
    const peers = ThreadBroadcastChannel.open.get(name) ?? new Set();
    peers.add(this);
    ThreadBroadcastChannel.open.set(name, peers);
  }

  postMessage(data: unknown): void {
    for (const peer of ThreadBroadcastChannel.open.get(this.name) ?? []) {
      if (peer === this) continue;
      setTimeout(() => {
        const event = new MessageEvent("message", { data: structuredClone(data) });
        peer.onmessage?.(event);
        peer.dispatchEvent(event);
      });
    }
  }

  close(): void {
    ThreadBroadcastChannel.open.get(this.name)?.delete(this);
  }
}
globalThis.BroadcastChannel = ThreadBroadcastChannel as unknown as typeof BroadcastChannel;
