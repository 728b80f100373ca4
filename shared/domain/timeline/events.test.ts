import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketOf, fromE7, fromText, parseTime } from './events';

describe('timeline value parsing', () => {
  it('reads ISO times with Z or an offset exactly as Date.parse does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2005-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: -720, max: 840 }),
        (date, offset) => {
          const z = date.toISOString();
          expect(parseTime(z)).toEqual({ time: Date.parse(z), offsetMin: null });
          const sign = offset < 0 ? '-' : '+';
          const abs = Math.abs(offset);
          const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 23);
          const withOffset = `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          expect(parseTime(withOffset)).toEqual({ time: date.getTime(), offsetMin: offset });
        },
      ),
    );
  });

  it('reads epoch seconds and milliseconds, and other ISO shapes through Date.parse', () => {
    expect(parseTime('1742844232')?.time).toBe(1742844232000);
    expect(parseTime('1742844232123')?.time).toBe(1742844232123);
    expect(parseTime('2025-03-24 20:25:02 +0100')?.time).toBe(Date.parse('2025-03-24T19:25:02Z'));
    expect(parseTime('2012-12-15T14:21:29Z')?.time).toBe(Date.parse('2012-12-15T14:21:29Z'));
    expect(parseTime('not a time')).toBeUndefined();
  });

  it('reads coordinates in every format, fixing E7 overflow', () => {
    expect(fromText('12.9352000°, 77.6245000°')).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(fromText('geo:12.935200,77.624500')).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(fromText('nowhere')).toBeUndefined();
    expect(fromE7(129352000, 776245000)).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(fromE7(-170000000, 4294967296 - 1799000000)?.lng).toBeCloseTo(-179.9, 5);
  });

  it('maps Google activity names of every format to travel modes', () => {
    expect(bucketOf('IN_PASSENGER_VEHICLE')).toBe('driving');
    expect(bucketOf('in passenger vehicle')).toBe('driving');
    expect(bucketOf('IN_SUBWAY')).toBe('transit');
    expect(bucketOf('ON_BICYCLE')).toBe('cycling');
    expect(bucketOf('WALKING')).toBe('walking');
    expect(bucketOf('STILL')).toBe('other');
  });
});
