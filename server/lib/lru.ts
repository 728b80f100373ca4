/**
 * A Map holding at most `capacity` entries that drops the least recently used one. A Map keeps
 * insertion order, so re-inserting on every read keeps the oldest entry first.
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Drops every entry whose value `matches`. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.#entries) if (matches(value)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
