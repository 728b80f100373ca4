import { describe, expect, it } from 'vitest';
import { PointCounter } from './point-counter';

describe('PointCounter', () => {
  it('counts each distinct point once, in any order and across its chunks', () => {
    const points: [number, number, number, number][] = [];
    for (let i = 0; i < 300_000; i++) points.push([1.7e12 + i * 1000, 129_352_000 + (i % 5), 776_245_000, 330]);
    const counter = new PointCounter();
    // Every point twice, the second time in reverse, so repeats fall in different chunks.
    for (const p of points) counter.add(...p);
    for (const p of [...points].reverse()) counter.add(...p);
    expect(counter.count()).toBe(300_000);
  });

  it('tells apart points that differ only in place, millisecond or offset', () => {
    const counter = new PointCounter();
    counter.add(1.7e12, 1, 2, 0);
    counter.add(1.7e12, 1, 3, 0);
    counter.add(1.7e12 + 1, 1, 2, 0);
    counter.add(1.7e12, 1, 2, 60);
    counter.add(1.7e12, 1, 2, 0);
    expect(counter.count()).toBe(4);
  });
});
