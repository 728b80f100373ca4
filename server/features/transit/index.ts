export { GtfsRefused } from './gtfs/gtfs-refused';
export { importFeed } from './import-feed';
export { createTransitPlanner, type NetworkDefinition, TransitPlanner } from './transit-planner';
export { createTransitService, importConfiguredFeeds, type TransitService } from './transit-service';
