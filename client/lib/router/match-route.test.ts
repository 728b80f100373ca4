import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';

const routes = [
  { path: '/', name: 'home' },
  { path: '/places', name: 'places' },
  { path: '/business/register', name: 'register' },
  { path: '*', name: 'not found' },
];

describe('matchRoute', () => {
  it('finds the route written for the path, with or without a trailing slash', () => {
    expect(matchRoute(routes, '/')?.name).toBe('home');
    expect(matchRoute(routes, '/places')?.name).toBe('places');
    expect(matchRoute(routes, '/places/')?.name).toBe('places');
    expect(matchRoute(routes, '/business/register')?.name).toBe('register');
  });

  it('falls back to the catch-all for anything else, including a prefix of a route', () => {
    expect(matchRoute(routes, '/nowhere')?.name).toBe('not found');
    expect(matchRoute(routes, '/business')?.name).toBe('not found');
    expect(matchRoute(routes, '/places/extra')?.name).toBe('not found');
  });

  it('finds nothing when there is no catch-all', () => {
    expect(matchRoute(routes.slice(0, 2), '/nowhere')).toBeUndefined();
  });
});
