/**
 * A feed refused whole: one broken row would make every journey through it doubtful, so nothing of
 * it is used and the network keeps the feeds it had (decision 0041). Names the file, the line (1 is
 * the header) and the reason, so the publisher or curator can fix it.
 */
export class GtfsRefused extends Error {
  constructor(
    readonly feed: string,
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`GTFS feed ${feed} refused: ${file}${line === null ? '' : `, line ${line}`}: ${reason}`);
    this.name = 'GtfsRefused';
  }
}
