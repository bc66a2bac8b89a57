// Query results kept per warehouse: the warehouse is read-only while the server runs (an import
// swaps in a new file, which the server opens as a new Warehouse), so an answer never goes stale.
// The key holds everything that shapes the answer, the caller's licence included, and nothing else:
// the service keys on the query as it understood it, never on the request body as sent.
export class ResultCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  /** How many answers are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** The cached answer for the key, or the one `compute` makes (a failure is not kept). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Least recently used goes first: re-inserting moves the key to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.entries.set(key, value);
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/** JSON with object keys sorted, so equal requests give equal keys whatever their key order. */
export function canonicalKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
