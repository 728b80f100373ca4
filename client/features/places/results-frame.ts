/** A box as maplibre takes it: [[west, south], [east, north]]. */
export type Frame = [[number, number], [number, number]];

/**
 * The box the map frames after a search: the radius circle's ring and every marker (the
 * neighbourhood's own and each place's), so nothing found is ever off screen, at 1 km or at 20.
 */
export function frameResults(
  ring: readonly [number, number][],
  points: readonly { lat: number; lng: number }[],
): Frame {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const take = (lng: number, lat: number) => {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  };
  for (const [lng, lat] of ring) take(lng, lat);
  for (const { lat, lng } of points) take(lng, lat);
  return [
    [west, south],
    [east, north],
  ];
}

/** "west,south,east,north" to 5 decimals (about a metre): how the map shows its boxes to a test. */
export function frameText([[west, south], [east, north]]: Frame): string {
  return [west, south, east, north].map((n) => n.toFixed(5)).join(',');
}
