export { GtfsRefused } from './gtfs/gtfs-refused';
export { importFeed } from './import-feed';
export { createTransitService, importConfiguredFeeds, type TransitService } from './transit-service';
