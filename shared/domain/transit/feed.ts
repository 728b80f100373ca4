// A GTFS feed after validation: the rows the router needs, with times in seconds after the service
// day's midnight (GTFS "noon minus 12h"; India keeps no summer time) and ids replaced by indices.
// stop_times are columnar (typed arrays): Ahmedabad's 575,576 rows as objects would cost ~100 MB.

export const FEED_KINDS = ['timetable', 'frequency'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** Who made a feed and how old it is: shown with every journey that uses it. */
export type FeedMeta = {
  id: string;
  name: string;
  publisher: string;
  /** The feed's own date (feed_info start, else its earliest calendar start), YYYY-MM-DD. */
  asOf: string;
  kind: FeedKind;
  /** Text the licence asks us to show, if any. */
  attribution?: string;
};

export type FeedStop = {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** 0 stop or platform, 1 station, 2 entrance, 3 generic node, 4 boarding area. */
  locationType: number;
  /** Index of the parent station in `stops`, or -1. */
  parent: number;
};

export type FeedRoute = { id: string; shortName: string; longName: string; type: number; agencyId: string };
export type FeedTrip = { id: string; route: number; serviceId: string; headsign: string };

/** One row per (trip, stop), sorted by trip then stop_sequence. Indices into `trips` and `stops`. */
export type FeedStopTimes = {
  trip: Int32Array;
  stop: Int32Array;
  arrival: Int32Array;
  departure: Int32Array;
};

/** Monday is bit 0 … Sunday bit 6. Dates are YYYYMMDD numbers. */
export type FeedCalendar = { serviceId: string; weekdays: number; start: number; end: number };
export type FeedCalendarDate = { serviceId: string; date: number; added: boolean };
export type FeedFrequency = { trip: number; start: number; end: number; headway: number };
export type FeedTransfer = { from: number; to: number; type: number; minSeconds: number | null };

export type GtfsFeed = {
  meta: FeedMeta;
  stops: FeedStop[];
  routes: FeedRoute[];
  trips: FeedTrip[];
  stopTimes: FeedStopTimes;
  calendar: FeedCalendar[];
  calendarDates: FeedCalendarDate[];
  frequencies: FeedFrequency[];
  transfers: FeedTransfer[];
  /** The last day any service runs (YYYYMMDD): after it the calendar is read as a weekly pattern. */
  lastServiceDate: number;
};
