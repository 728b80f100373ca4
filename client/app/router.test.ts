import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS } from './layout/footer';
import { NAV_LINKS } from './layout/header';
import { ROUTES } from './router';

// spec §2: every nav-bar and footer link has a page or an alias of one; anything else is the 404.
const routeOf = (pathname: string) => matchRoutes(ROUTES, pathname)?.[0]?.route.path;

describe('the route table', () => {
  it('has a route, not the 404, for every link of the nav bar and the footer', () => {
    for (const { to } of [...NAV_LINKS, ...FOOTER_LINKS]) expect(routeOf(to), to).toBe(to);
  });

  it('ignores a trailing slash, and sends any other path, a prefix of a route included, to the 404', () => {
    expect(routeOf('/places/')).toBe('/places');
    expect(routeOf('/nowhere')).toBe('*');
    expect(routeOf('/business')).toBe('*');
    expect(routeOf('/places/extra')).toBe('*');
  });
});
