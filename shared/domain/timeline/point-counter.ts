// Distinct points counted in 8 bytes each, for the raw points an on-device export repeats beside its
// visits (its timelinePath): they are only counted, so they need not be kept whole. Each point is
// one number, its second since 1970 × 2^21 plus a 21-bit hash of its millisecond, place and offset,
// exact in a double; equal numbers are one point. Two different points in the same second share a
// number once in two million pairs, the same whatever order they came in.

const CHUNK = 1 << 18;
const HASH_SPACE = 2 ** 21;

function keyOf(time: number, latE7: number, lngE7: number, offset: number): number {
  const second = Math.floor(time / 1000);
  const ms = time - second * 1000;
  let h = Math.imul(latE7, 0x9e3779b1) ^ Math.imul(lngE7 ^ (ms << 16) ^ offset, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return second * HASH_SPACE + (h & (HASH_SPACE - 1));
}

export class PointCounter {
  private readonly chunks: Float64Array[] = [];
  private used = CHUNK;

  add(time: number, latE7: number, lngE7: number, offset: number): void {
    if (this.used === CHUNK) {
      this.chunks.push(new Float64Array(CHUNK));
      this.used = 0;
    }
    this.chunks[this.chunks.length - 1]![this.used++] = keyOf(time, latE7, lngE7, offset);
  }

  /** Sorts each chunk natively, then merges them, counting each number once. */
  count(): number {
    const runs = this.chunks.map((chunk, i) =>
      (i === this.chunks.length - 1 ? chunk.subarray(0, this.used) : chunk).sort(),
    );
    // A small binary heap of the runs' heads.
    const heads = runs.map(() => 0);
    const heap = runs.map((_, i) => i).filter((i) => runs[i]!.length > 0);
    const value = (r: number) => runs[r]![heads[r]!]!;
    const down = (start: number) => {
      let i = start;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < heap.length && value(heap[l]!) < value(heap[least]!)) least = l;
        if (r < heap.length && value(heap[r]!) < value(heap[least]!)) least = r;
        if (least === i) return;
        [heap[i], heap[least]] = [heap[least]!, heap[i]!];
        i = least;
      }
    };
    for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
    let distinct = 0;
    let last = Number.NaN;
    while (heap.length) {
      const run = heap[0]!;
      const v = value(run);
      if (v !== last) {
        distinct++;
        last = v;
      }
      heads[run]!++;
      if (heads[run]! >= runs[run]!.length) {
        heap[0] = heap[heap.length - 1]!;
        heap.pop();
      }
      if (heap.length) down(0);
    }
    return distinct;
  }
}
