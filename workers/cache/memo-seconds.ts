/** How long an isolate may reuse what it read (`CACHE_MEMO_SECONDS`; 0 turns memo and page cache off). */
export function memoSeconds(env: Env): number {
  const seconds = Number(env.CACHE_MEMO_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
