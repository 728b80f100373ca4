import { type LatLng, type LocalOffset, TRAVEL_BUCKETS, type TravelBucket } from './events';
import { PointCounter } from './point-counter';

// Raw points are held until the end of the upload, then read back in time order without repeats:
// stays and moves are found by walking the points in order, so files (or records) that arrive in
// another order must not give other stays. Each point takes 19 bytes in fixed-size blocks (no copy
// as it grows): a 1 GB Records.json (2.7 million points) holds about 52 MB.

const SHIFT = 18;
const BLOCK = 1 << SHIFT;
const NO_OFFSET = -32_768;
// Index 0 is "no kind"; the rest are TRAVEL_BUCKETS in order.
const BUCKETS: readonly (TravelBucket | undefined)[] = [undefined, ...TRAVEL_BUCKETS];

interface Block {
  time: Float64Array;
  latE7: Int32Array;
  lngE7: Int32Array;
  offset: Int16Array;
  bucket: Uint8Array;
}

/** One allocation per block (19 bytes a point, widest fields first so each view is aligned). */
function newBlock(): Block {
  const buffer = new ArrayBuffer(BLOCK * 19);
  return {
    time: new Float64Array(buffer, 0, BLOCK),
    latE7: new Int32Array(buffer, BLOCK * 8, BLOCK),
    lngE7: new Int32Array(buffer, BLOCK * 12, BLOCK),
    offset: new Int16Array(buffer, BLOCK * 16, BLOCK),
    bucket: new Uint8Array(buffer, BLOCK * 18, BLOCK),
  };
}

export type PointVisitor = (
  time: number,
  lat: number,
  lng: number,
  offsetMin: LocalOffset,
  bucket: TravelBucket | undefined,
) => void;

export class PointBuffer {
  private blocks: Block[] = [];
  private length = 0;
  /** Set once the points are only to be counted: they go here instead, 8 bytes each. */
  private counter: PointCounter | undefined;
  private isSorted = true;
  private lastTime = Number.NEGATIVE_INFINITY;

  get size(): number {
    return this.length;
  }

  push(time: number, at: LatLng, offsetMin: LocalOffset, bucket: TravelBucket | undefined): void {
    if (this.counter) {
      const offset = offsetMin === null ? NO_OFFSET : offsetMin;
      this.counter.add(time, Math.round(at.lat * 1e7), Math.round(at.lng * 1e7), offset);
      return;
    }
    const i = this.length & (BLOCK - 1);
    if (i === 0) this.blocks.push(newBlock());
    const block = this.blocks[this.blocks.length - 1]!;
    block.time[i] = time;
    block.latE7[i] = Math.round(at.lat * 1e7);
    block.lngE7[i] = Math.round(at.lng * 1e7);
    block.offset[i] = offsetMin === null ? NO_OFFSET : offsetMin;
    block.bucket[i] = bucket ? BUCKETS.indexOf(bucket) : 0;
    // Exports list points in time order: only an equal time needs the full comparison.
    if (this.isSorted && this.length > 0) {
      if (time < this.lastTime || (time === this.lastTime && this.compare(this.length - 1, this.length) > 0))
        this.isSorted = false;
    }
    this.lastTime = time;
    this.length++;
  }

  /** Orders by time, then place, offset and mode, so equal times have one order whatever came first. */
  private compare(a: number, b: number): number {
    const A = this.blocks[a >>> SHIFT]!;
    const B = this.blocks[b >>> SHIFT]!;
    const i = a & (BLOCK - 1);
    const j = b & (BLOCK - 1);
    return (
      A.time[i]! - B.time[j]! ||
      A.latE7[i]! - B.latE7[j]! ||
      A.lngE7[i]! - B.lngE7[j]! ||
      A.offset[i]! - B.offset[j]! ||
      A.bucket[i]! - B.bucket[j]!
    );
  }

  /** From now on the points are only counted: those held so far move to a counter, and the blocks go. */
  keepCountOnly(): void {
    if (this.counter) return;
    const counter = new PointCounter();
    for (let n = 0; n < this.length; n++) {
      const b = this.blocks[n >>> SHIFT]!;
      const i = n & (BLOCK - 1);
      counter.add(b.time[i]!, b.latE7[i]!, b.lngE7[i]!, b.offset[i]!);
    }
    this.counter = counter;
    this.blocks = [];
    this.length = 0;
  }

  /** How many distinct points there are: always by the counter, so the count is one whatever the order. */
  countDistinct(): number {
    this.keepCountOnly();
    return this.counter!.count();
  }

  /** The time of point n. */
  private timeOf(n: number): number {
    return this.blocks[n >>> SHIFT]!.time[n & (BLOCK - 1)]!;
  }

  /** Each distinct point once, in time order; a point repeated exactly (any mode guess) is one point. */
  replay(visit: PointVisitor): number {
    if (this.counter) throw new Error('these points were kept only to be counted');
    let order: Uint32Array | undefined;
    if (!this.isSorted) {
      // A flat copy of the times makes the common comparison one array read each side.
      const times = new Float64Array(this.length);
      order = new Uint32Array(this.length);
      for (let k = 0; k < this.length; k++) {
        times[k] = this.timeOf(k);
        order[k] = k;
      }
      order.sort((a, b) => times[a]! - times[b]! || this.compare(a, b));
    }
    let distinct = 0;
    let last = -1;
    for (let k = 0; k < this.length; k++) {
      const n = order ? order[k]! : k;
      const block = this.blocks[n >>> SHIFT]!;
      const i = n & (BLOCK - 1);
      if (last >= 0) {
        const prev = this.blocks[last >>> SHIFT]!;
        const j = last & (BLOCK - 1);
        if (
          prev.time[j] === block.time[i] &&
          prev.latE7[j] === block.latE7[i] &&
          prev.lngE7[j] === block.lngE7[i] &&
          prev.offset[j] === block.offset[i]
        )
          continue;
      }
      last = n;
      distinct++;
      const offset = block.offset[i]!;
      visit(
        block.time[i]!,
        block.latE7[i]! / 1e7,
        block.lngE7[i]! / 1e7,
        offset === NO_OFFSET ? null : offset,
        BUCKETS[block.bucket[i]!],
      );
    }
    return distinct;
  }
}
