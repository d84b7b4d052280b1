/**
 * Service worker served at /sw.js (built by build/service-worker-plugin.ts). It only makes repeat
 * visits faster: hashed static assets are immutable, so they are served cache-first. Documents
 * and API responses are never touched, so nothing personal (a logged-in editor's page or data)
 * is ever stored here.
 */

// The worker global scope, typed locally: the app's tsconfig uses the DOM library.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE = "kultur-assets-v1";
/** Hashed file names change with every build; old ones are dropped beyond this many. */
const MAX_ENTRIES = 120;

scope.addEventListener("install", (event) => {
  event.waitUntil(scope.skipWaiting());
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))),
  );
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || !url.pathname.startsWith("/assets/")) return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(stale);
  }
  return response;
}
