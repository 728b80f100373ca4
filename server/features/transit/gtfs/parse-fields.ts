import { parseGtfsDate, parseGtfsTime } from '../../../../shared/domain/transit/gtfs-time';
import { GtfsRefused } from './gtfs-refused';
import type { Row } from './read-table';

/** Field readers that refuse the feed, naming the file, line and column, when a cell is wrong. */
export function fieldReader(feed: string, file: string) {
  const refuse = (row: Row, reason: string): never => {
    throw new GtfsRefused(feed, file, row.line, reason);
  };
  return {
    refuse,
    required(row: Row, column: string): string {
      const value = row.get(column);
      return value === '' ? refuse(row, `${column} is empty`) : value;
    },
    integer(row: Row, column: string, min: number, max: number, fallback?: number): number {
      const text = row.get(column);
      if (text === '' && fallback !== undefined) return fallback;
      const value = Number(text);
      if (text === '' || !Number.isInteger(value) || value < min || value > max) {
        return refuse(row, `${column} "${text}" is not a whole number from ${min} to ${max}`);
      }
      return value;
    },
    coordinate(row: Row, column: string, limit: number): number {
      const text = row.get(column);
      const value = Number(text);
      if (text === '' || !Number.isFinite(value) || Math.abs(value) > limit) {
        return refuse(row, `${column} "${text}" is not a coordinate`);
      }
      return value;
    },
    time(row: Row, column: string): number {
      const value = parseGtfsTime(row.get(column));
      return value === null ? refuse(row, `${column} "${row.get(column)}" is not a time (HH:MM:SS)`) : value;
    },
    date(row: Row, column: string): number {
      const value = parseGtfsDate(row.get(column));
      return value === null ? refuse(row, `${column} "${row.get(column)}" is not a date (YYYYMMDD)`) : value;
    },
  };
}
