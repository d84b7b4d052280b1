/**
 * Resolves once the browser has painted the server's HTML for the first time.
 *
 * The entry script often arrives before the first paint (a fast connection, or the chunk in the
 * HTTP cache of a returning visitor), and hydration started then takes the main thread from the
 * parser and the first paint: the visitor waits for a page the server already sent. Waiting for
 * the paint shows the content first and makes it interactive after. A hidden tab paints nothing
 * until shown and a browser without paint timing never reports one: neither waits. A browser
 * that lists paint timing but keeps its entries to itself (fingerprinting protection) stops the
 * wait after SAFETY_MS.
 */
const SAFETY_MS = 2000;

export function afterFirstPaint(): Promise<void> {
  if (
    document.visibilityState === "hidden" ||
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    // `buffered`: a paint before this script ran counts too.
    const observer = new PerformanceObserver(done);
    const timer = setTimeout(done, SAFETY_MS);
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser
 * offers `scheduler.yield`, so that input and rendering are not held up by a chain of steps.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
