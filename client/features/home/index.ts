// The home feature's public face: what the prerenderer (the shell) gives the page. Its route page
// (home-page.tsx) is loaded by the router.
export { CITIES_DATA_ID, provideHomeCities } from './home-cities';
