import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/** SPEC §4/§9: shown only when loading lasts over 200 ms, creeps for 5 s, hides 500 ms after finishing. */
const PROGRESS = { throttleMs: 200, durationMs: 5000, hideMs: 500 } as const;

type Phase = "idle" | "running" | "done";

/** The 2 px bar at the top of the window while a route change loads. */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase("running"), PROGRESS.throttleMs);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : current));
    return undefined;
  }, [loading]);

  useEffect(() => {
    if (phase !== "done") return undefined;
    const timer = setTimeout(() => setPhase("idle"), PROGRESS.hideMs);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div
      className={`route-progress route-progress--${phase}`}
      style={{ animationDuration: `${PROGRESS.durationMs}ms` }}
      aria-hidden="true"
    />
  );
}
