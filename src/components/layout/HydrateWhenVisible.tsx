import { type ReactNode, Suspense, use, useSyncExternalStore } from "react";

/**
 * Server HTML whose hydration waits until it is near the viewport or takes focus (ADR 0034).
 * A page's first load hydrates only what the visitor can see; what lies below stays the
 * server's HTML, readable and with working links, until it scrolls near, and a phone's main
 * thread is not spent on parts nobody looked at. Everything rendered anew (client
 * navigation, the editor's marks) renders at once: only hydration waits.
 *
 * The gate's marker (a `<template>`, which renders nothing and takes no part in layout)
 * stands before the content, so the gate finds the content's element in the server's HTML (the
 * content should be one element, as a page module's view is), and React stops there without
 * rendering the content at all. The content's code loads meanwhile (`prepare`), so released
 * content hydrates in one synchronous pass, in time for the input that released it.
 */
export function HydrateWhenVisible({
  id,
  prepare,
  children,
}: {
  id: string;
  /** Starts loading the content's code while it waits, so it hydrates in one pass once released. */
  prepare?: () => void;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} prepare={prepare} />
      {children}
    </Suspense>
  );
}

const MARKER = "data-hydrate-when-visible";
/** How far below (or above) the viewport content starts hydrating, so it is live when it arrives. */
const NEAR_PX = 400;
/**
 * Input that releases the content it lands in at once: React hydrates a boundary synchronously
 * when a discrete event targets it, and these listeners on `window` (capture) run before
 * React's on the document, so the gate is open when React asks. `click` on its own is how a
 * screen reader's browse mode activates a button it never scrolled to.
 */
const INPUT_EVENTS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const;

/** A promise React's `use` reads synchronously once released (its `status` fields). */
type Release = Promise<void> & { status?: "fulfilled"; value?: undefined };
interface Waiting {
  content: Element;
  release: () => void;
}

const gates = new Map<string, Release>();
const waiting = new Set<Waiting>();
let observer: IntersectionObserver | undefined;

/** Never changes: the gate asks only whether React is hydrating it (server snapshot) or rendering anew. */
const subscribeToNothing = () => () => {};

function Gate({ id, prepare }: { id: string; prepare?: () => void }) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== "undefined") {
    const content = document.querySelector(`template[${MARKER}="${CSS.escape(id)}"]`)?.nextElementSibling;
    if (content && !content.matches(`template[${MARKER}]`) && !nearViewport(content)) {
      let gate = gates.get(id);
      if (!gate) {
        gate = waitFor(content);
        gates.set(id, gate);
        prepare?.();
      }
      use(gate as Promise<void>);
    }
  }
  return <template {...{ [MARKER]: id }} />;
}

function nearViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom >= -NEAR_PX && top <= window.innerHeight + NEAR_PX;
}

/** Released once the content comes near the viewport (scrolling, a #hash) or input lands in it. */
function waitFor(content: Element): Release {
  let resolve = () => {};
  const gate: Release = new Promise<void>((done) => {
    resolve = done;
  });
  const entry: Waiting = {
    content,
    release: () => {
      waiting.delete(entry);
      observer?.unobserve(content);
      gate.status = "fulfilled";
      gate.value = undefined;
      resolve();
    },
  };
  if (waiting.size === 0) listen();
  waiting.add(entry);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting) for (const gate of waiting) if (gate.content === target) gate.release();
      }
      if (waiting.size === 0) stopListening();
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  );
  observer.observe(content);
  return gate;
}

function onInput(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const gate of waiting) if (gate.content.contains(event.target)) gate.release();
  if (waiting.size === 0) stopListening();
}

function listen() {
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
}

function stopListening() {
  for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
  observer?.disconnect();
  observer = undefined;
}
