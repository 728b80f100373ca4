// OpenStreetMap's Overpass API, as we read it (server/features/places/osm/) and keep its answers
// (the osm_answers table, server/db/schema.ts). Not a contract of ours: the shape of another
// service's reply, which the database holds too, so it sits below both.

/** One element of an Overpass JSON reply (`out center tags`): nodes carry lat/lon, ways and relations a center. */
export interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}
