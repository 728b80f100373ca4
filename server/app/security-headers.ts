import type { RequestHandler } from 'express';
import type { Config } from '../config';

/** The hosts the map's raster tiles come from (client/components/map/basera-map.tsx). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
/** Google account pictures (the header's user badge). */
const PROFILE_PICTURES = 'https://*.googleusercontent.com';
/** Firebase Auth's REST endpoints: sign-in and the refresh of ID tokens. */
const FIREBASE_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** The loader of the Google sign-in popup's helper iframe (gapi), real Firebase projects only. */
const GOOGLE_APIS_SCRIPTS = 'https://apis.google.com';

/**
 * The Content-Security-Policy for everything the server sends: the page, its assets (a worker gets
 * the policy of its own script's response), and the API. Built once from config: what the browser
 * may reach depends only on how sign-in is set up.
 */
export function contentSecurityPolicy(config: Pick<Config, 'auth' | 'publicOrigins'>): string {
  const { auth } = config;
  const isFirebase = auth.mode === 'firebase';
  // 'self' covers the tRPC WebSocket on the same host (CSP3); the public origins are named for
  // browsers that predate that rule.
  const sockets = config.publicOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(isFirebase ? [GOOGLE_APIS_SCRIPTS] : [])],
    // React and maplibre set styles through the DOM (element.style), which CSP allows; nothing
    // needs inline <style> or style="" attributes, so neither is allowed.
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN, PROFILE_PICTURES],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sockets, MAP_TILE_ORIGIN, ...(isFirebase ? FIREBASE_APIS : [`http://${auth.host}`])],
    // maplibre runs its tile work in a worker; some builds start it from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    // The Google popup's helper iframe comes from the project's auth domain.
    'frame-src': isFirebase ? [`https://${auth.authDomain}`] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every response (mounted first in create-app.ts). HSTS only over HTTPS (as the
 * request arrived, or as a trusted proxy says it did): over plain HTTP it is ignored anyway, and on
 * a local http:// address it must not pin a browser to https.
 */
export function securityHeaders(config: Pick<Config, 'auth' | 'publicOrigins'>): RequestHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // Not 'same-origin': the Google sign-in popup must be able to report back to the page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    // The events page asks for the browser's position; nothing uses the rest.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
  return (req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
    next();
  };
}
