import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figureValue, rentBenchmarksFileSchema } from '../../shared/domain/dataset/rent-benchmark-schema';
import { loadDataset } from './load-dataset';

// docs/data.md, "Rents compared with published figures": our rent bands are estimates, so they are
// held to the figures research firms and newspapers publish. A band a quarter or more away from the
// published figure for the same place and kind of home is out of date or was never right.
const dataset = loadDataset();
const file = rentBenchmarksFileSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, 'rent-benchmarks.json'), 'utf8')),
);
const { benchmarks, notFound } = file;
const TOLERANCE = 0.25;
const LARGEST_CITIES = 15;

const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

describe('rent benchmarks', () => {
  it('cite localities we have, in the benchmark’s city, under unique ids', () => {
    const ids = benchmarks.map((b) => b.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const wrong = benchmarks.flatMap((b) =>
      b.localities.filter((id) => dataset.localitiesById.get(id)?.city !== b.city).map((id) => `${b.id}: ${id}`),
    );
    expect(wrong).toEqual([]);
  });

  it('give every one of the largest cities a 2 BHK figure, or say none was found', () => {
    const largest = [...dataset.cities]
      .sort((a, b) => b.population.lakh - a.population.lakh)
      .slice(0, LARGEST_CITIES)
      .map((c) => c.id);
    const withFigure = new Set(benchmarks.filter((b) => b.kind === 'bhk2').map((b) => b.city));
    const without = new Set(notFound.map((n) => n.city));
    expect(largest.filter((c) => !withFigure.has(c) && !without.has(c))).toEqual([]);
    // A city with a figure is no longer "not found".
    expect([...without].filter((c) => withFigure.has(c))).toEqual([]);
  });

  it('keep our bands within a quarter of each published figure', () => {
    const off = benchmarks.flatMap((b) => {
      const midpoints = b.localities.map((id) => {
        const band = dataset.localitiesById.get(id)?.rent[b.kind];
        return band ? (band.min + band.max) / 2 : undefined;
      });
      const missing = b.localities.filter((_, i) => midpoints[i] === undefined);
      if (missing.length) return [`${b.city}, ${b.area}: no ${b.kind} band for ${missing.join(', ')}`];
      const ours = midpoints.reduce((sum, m) => sum! + m!, 0)! / midpoints.length;
      const cited = figureValue(b.figure);
      const diff = (ours - cited) / cited;
      return Math.abs(diff) <= TOLERANCE
        ? []
        : [
            `${b.city}, ${b.area} (${b.kind}): ${b.publisher} ${b.asOf} says ${rupees(cited)}, ` +
              `our bands average ${rupees(ours)} (${diff > 0 ? '+' : ''}${Math.round(diff * 100)}%)`,
          ];
    });
    expect(off).toEqual([]);
  });
});
