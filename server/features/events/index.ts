// The events feature's public face: its API, the providers chosen at start, and the search itself
// (the assistant names dated events with it).
export { createEventsProviders, type EventsProviders } from './create-events-provider';
export { eventsRouter } from './events.router';
export { upcomingEvents } from './upcoming-events';
