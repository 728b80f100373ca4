import { CsvError, parse } from 'csv-parse/sync';
import { GtfsRefused } from './gtfs-refused';

/** One CSV row as read: its cells by column name ('' when absent), and its line in the file. */
export type Row = { get(column: string): string; line: number };

/**
 * Calls `onRow` for every data row of one GTFS file, in order. The header must name every
 * `required` column; a row with a different number of cells, or a broken quote, refuses the feed
 * with its line. Rows are handed over one at a time so stop_times never exists twice in memory.
 */
export function readTable(
  feed: string,
  file: string,
  bytes: Buffer,
  required: string[],
  onRow: (row: Row) => void,
): void {
  let columns: Map<string, number> | null = null;
  let cells: string[] = [];
  const row: Row = {
    get: (column) => {
      const index = columns?.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    },
    line: 0,
  };
  try {
    parse(bytes, {
      bom: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        if (!columns) {
          columns = new Map(record.map((name, i) => [name.trim(), i]));
          const missing = required.filter((name) => !columns?.has(name));
          if (missing.length) throw new GtfsRefused(feed, file, 1, `missing column ${missing.join(', ')}`);
          return null;
        }
        cells = record;
        row.line = context.lines;
        onRow(row);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof GtfsRefused) throw error;
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      throw new GtfsRefused(feed, file, line, error.message.replace(/^Invalid Record Length: /, ''));
    }
    throw error;
  }
  if (!columns) throw new GtfsRefused(feed, file, null, 'the file is empty');
}
