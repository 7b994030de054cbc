// A least-recently-used map bounded by the bytes of its values, so a cache of page answers has a fixed
// ceiling on memory whatever the pages weigh.

export class ByteLru<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: re-inserting moves the entry to the most recent end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value, evicting the least recently used ones past the bound; false if it alone is too big. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldestKey] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
