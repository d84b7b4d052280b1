/**
 * What an isolate keeps for a few seconds (the KV memo, the page cache, the read memo): entries
 * that expire, at most `limit` of them, the oldest dropped first. A Map keeps insertion order, so
 * that bounds memory without an LRU structure.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly limit: number) {}

  /** The value stored for `key`, unless it has expired (an expired entry is dropped). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` for `seconds`, as the newest entry. */
  set(key: string, value: V, seconds: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + seconds * 1000 });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
