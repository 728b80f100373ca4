import { z } from 'zod';

/**
 * One network of our own curated lines, written out as a GTFS frequency feed (docs/data.md, "Our
 * transit feeds"; decision 0042). NCR and MMR are one network each, every other city its own. A
 * station is placed only from an open source (its `position`); a station we cannot place is left off
 * the line and listed in the line's `gaps`, so a trip runs past it without stopping there.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const nonEmpty = z.string().trim().min(1).max(600);
const http = z.url({ protocol: /^https?$/ });
/** A page's date as it states it: a day, or a month or a year when that is all it gives. */
const asOf = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/);

export const NETWORK_MODES = ['metro', 'suburban', 'monorail', 'rrts'] as const;

export const networkStationSchema = z.strictObject({
  id: slug,
  name: nonEmpty,
  lat: z.number().min(6).max(37),
  lng: z.number().min(68).max(98),
  /**
   * Where the point comes from. `datameet-railways`: the CC0 station list, `ref` its station code.
   * `openstreetmap`: a station node of OpenStreetMap (ODbL; the feed then carries the attribution),
   * `ref` its name there, from the extract the line's `positions` names. `curated`: placed by hand
   * to within 300 m where no open source has it, `ref` says how; the networks test checks it
   * against the reference feeds where they have it.
   */
  position: z.strictObject({ source: z.enum(['datameet-railways', 'openstreetmap', 'curated']), ref: nonEmpty }),
});

const cited = { source: http, asOf, note: nonEmpty };

export const networkLineSchema = z.strictObject({
  id: slug,
  name: nonEmpty,
  mode: z.enum(NETWORK_MODES),
  /** The curated lines (ids in transit-lines.json) this feed line carries. */
  transitLines: z.array(slug).min(1),
  /** Minutes between trains in the peak, each way, with the page it is read or worked out from. */
  headway: z.strictObject({ peakMinutes: z.number().min(1).max(120), ...cited }),
  /**
   * `published`: a page gives the minutes between two of the line's stations; the other stations'
   * times are spread by straight-line distance at that pace. `average speed`: nothing gives a run
   * time, so it is the line's cited average speed (transit-lines.json) over straight-line distance.
   */
  runTime: z.discriminatedUnion('basis', [
    z.strictObject({
      basis: z.literal('published'),
      minutes: z.number().min(1).max(300),
      from: slug,
      to: slug,
      ...cited,
    }),
    z.strictObject({ basis: z.literal('average speed') }),
  ]),
  /** Where the line's station positions come from, in words (the extract and its date). */
  positions: nonEmpty.optional(),
  /** Each branch a train runs, its stations in order (one direction; the feed writes both). */
  patterns: z.array(z.strictObject({ id: slug, name: nonEmpty, stations: z.array(slug).min(2) })).min(1),
  /**
   * Every section of the carried lines as transit-lines.json names it, with the stations where our
   * line starts and ends it; `note` says why they differ from the section's named ends.
   */
  sections: z
    .array(
      z.strictObject({
        transitLine: slug,
        from: nonEmpty,
        to: nonEmpty,
        fromStation: slug,
        toStation: slug,
        note: nonEmpty.optional(),
      }),
    )
    .min(1),
  /** Stations on the line that the feed leaves out, and why. */
  gaps: z.array(z.strictObject({ station: nonEmpty, reason: nonEmpty })),
});

export const transitNetworkSchema = z.strictObject({
  id: slug,
  name: nonEmpty,
  /** The cities (ids in cities.json) whose curated lines this network holds. */
  cities: z.array(slug).min(1),
  stations: z.array(networkStationSchema),
  lines: z.array(networkLineSchema),
  /**
   * Two stations that are one interchange though further apart than a router walks between stops
   * unprompted (400 m, docs/data.md "Our transit feeds"): a page that says they are linked for passengers, and the feed's
   * transfers.txt gives the walk.
   */
  interchanges: z.array(z.strictObject({ between: z.tuple([slug, slug]), source: http, asOf, note: nonEmpty })),
  /** The cities' curated lines this network does not carry, each with the reason. */
  notCarried: z.array(
    z.strictObject({
      transitLine: slug,
      reason: nonEmpty,
      /** The shipped feed (server/data/transit/feeds/<id>) that carries the line instead of ours. */
      replacedBy: slug.optional(),
    }),
  ),
});

export type TransitNetwork = z.infer<typeof transitNetworkSchema>;
export type NetworkLine = z.infer<typeof networkLineSchema>;
export type NetworkStation = z.infer<typeof networkStationSchema>;
