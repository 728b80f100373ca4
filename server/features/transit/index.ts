export { GtfsRefused } from './gtfs/gtfs-refused';
export { importFeed } from './import-feed';
export { importOurFeeds } from './import-our-feeds';
export { createTransitPlanner, type NetworkDefinition, TransitPlanner } from './transit-planner';
export { createTransitService, importConfiguredFeeds, type TransitService } from './transit-service';
