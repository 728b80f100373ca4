import type { TimelineReading } from '../../../../shared/domain/timeline/analyze-timeline';

/** What the server's main thread asks of the parse thread, per reading (one upload). */
export type ToParseThread =
  | { op: 'open'; id: number }
  | { op: 'next-file'; id: number }
  | { op: 'push'; id: number; bytes: Uint8Array }
  | { op: 'finish'; id: number }
  | { op: 'close'; id: number };

/**
 * What the parse thread answers: `read` acknowledges a pushed chunk (the main thread holds back
 * while too many bytes are unacknowledged), then `finished` or `failed` ends the reading.
 * A failure keeps whether it was the person's file (a format error, shown to them) or our fault.
 */
export type FromParseThread =
  | { op: 'read'; id: number; bytes: number }
  | { op: 'finished'; id: number; reading: TimelineReading }
  | { op: 'failed'; id: number; error: { formatError: boolean; message: string } };
