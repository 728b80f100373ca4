import type { FeedCalendar, FeedCalendarDate } from '../../../../shared/domain/transit/feed';
import { fieldReader } from './parse-fields';
import { readTable } from './read-table';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export function parseCalendar(feed: string, bytes: Buffer): FeedCalendar[] {
  const f = fieldReader(feed, 'calendar.txt');
  const rows: FeedCalendar[] = [];
  const seen = new Set<string>();
  readTable(feed, 'calendar.txt', bytes, ['service_id', ...DAYS, 'start_date', 'end_date'], (row) => {
    const serviceId = f.required(row, 'service_id');
    if (seen.has(serviceId)) f.refuse(row, `service_id ${serviceId} appears twice`);
    seen.add(serviceId);
    let weekdays = 0;
    DAYS.forEach((day, bit) => {
      if (f.integer(row, day, 0, 1)) weekdays |= 1 << bit;
    });
    const start = f.date(row, 'start_date');
    const end = f.date(row, 'end_date');
    if (end < start) f.refuse(row, `end_date ${end} is before start_date ${start}`);
    rows.push({ serviceId, weekdays, start, end });
  });
  return rows;
}

export function parseCalendarDates(feed: string, bytes: Buffer): FeedCalendarDate[] {
  const f = fieldReader(feed, 'calendar_dates.txt');
  const rows: FeedCalendarDate[] = [];
  const seen = new Set<string>();
  readTable(feed, 'calendar_dates.txt', bytes, ['service_id', 'date', 'exception_type'], (row) => {
    const serviceId = f.required(row, 'service_id');
    const date = f.date(row, 'date');
    if (seen.has(`${serviceId} ${date}`)) f.refuse(row, `service_id ${serviceId} has two rows for ${date}`);
    seen.add(`${serviceId} ${date}`);
    rows.push({ serviceId, date, added: f.integer(row, 'exception_type', 1, 2) === 1 });
  });
  return rows;
}
