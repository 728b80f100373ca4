// The events feature's public face: the providers chosen at start, and the search itself
// (the assistant names dated events with it).
export { createEventsProviders, type EventsProviders } from './create-events-provider';
export { upcomingEvents } from './upcoming-events';
