import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { matchRoute, type RouteDefinition } from './match-route';

// The app's router (decision 0029): the spec's few fixed paths, each page loaded on demand before
// the navigation is shown (the old page stays until then), redirects for the aliases, scroll to
// the top on a new page and back to where one was on Back/Forward. Small enough to sit in the
// first JavaScript a visitor downloads, which React Router's 33 KB did not (docs/performance.md).

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type Routes = readonly RouteDefinition<ComponentType>[];

/** A location with its page, ready to render. */
export interface ResolvedRoute {
  location: AppLocation;
  Page: ComponentType;
}

interface RouterState extends ResolvedRoute {
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<RouterState | null>(null);
const loaded = new Map<string, Promise<{ default: ComponentType }>>();

function locationOf(url: URL | Location): AppLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The page for a location, loaded; a redirect is followed (and, in a browser, replaces the address).
 * The app renders only once this has resolved, so its first render, hydration included, is whole.
 */
export async function resolveRoute(
  routes: Routes,
  location: AppLocation,
  fallback: ComponentType,
): Promise<ResolvedRoute> {
  let current = location;
  for (let hops = 0; hops < 5; hops++) {
    const route = matchRoute(routes, current.pathname);
    if (!route) return { location: current, Page: fallback };
    if ('redirect' in route) {
      current = { pathname: route.redirect, search: current.search, hash: current.hash };
      if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', href(current));
      continue;
    }
    let page = loaded.get(route.path);
    if (!page) {
      page = route.load();
      loaded.set(route.path, page);
      page.catch(() => loaded.delete(route.path));
    }
    return { location: current, Page: (await page).default };
  }
  throw new Error(`Too many redirects from ${location.pathname}`);
}

const href = (location: AppLocation) => `${location.pathname}${location.search}${location.hash}`;

/** Scroll positions per history entry, for Back and Forward. */
const scrollPositions = new Map<string, number>();
const entryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'initial';

export function Router({
  routes,
  initial,
  fallback,
  children,
}: {
  routes: Routes;
  initial: ResolvedRoute;
  /** Shown for a path no route matches. */
  fallback: ComponentType;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(initial);
  const [scroll, setScroll] = useState<{ to: 'top' | 'saved'; key: string } | null>(null);
  const latest = useRef(0);

  const show = useCallback(
    async (location: AppLocation, scrollTo: 'top' | 'saved') => {
      const request = ++latest.current;
      const next = await resolveRoute(routes, location, fallback);
      if (request !== latest.current) return; // a newer navigation won
      startTransition(() => {
        setCurrent(next);
        setScroll({ to: scrollTo, key: entryKey() });
      });
    },
    [routes, fallback],
  );

  const navigate = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url);
        return;
      }
      scrollPositions.set(entryKey(), window.scrollY);
      const state = { key: Math.random().toString(36).slice(2) };
      if (options.replace) window.history.replaceState(state, '', url);
      else window.history.pushState(state, '', url);
      void show(locationOf(url), 'top');
    },
    [show],
  );

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPop = () => void show(locationOf(window.location), 'saved');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);

  useLayoutEffect(() => {
    if (!scroll) return;
    const target = scroll.to === 'saved' ? (scrollPositions.get(scroll.key) ?? 0) : 0;
    const anchor =
      scroll.to === 'top' && current.location.hash ? document.getElementById(current.location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, target);
  }, [scroll, current]);

  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks are used outside <Router>');
  return router;
}

/** The page of the current location. */
export function RoutePage() {
  const { Page } = useRouter();
  return <Page />;
}

export const useLocation = (): AppLocation => useRouter().location;
export const useNavigate = () => useRouter().navigate;
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An in-app link: a real <a href> (opens in a new tab, works before the script), navigated in place. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} {...rest} onClick={follow} />;
}

/** A navigation link: class `active` and aria-current="page" on the current page (or below it, unless `end`). */
export function NavLink({ end, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = pathname === rest.to || (!end && pathname.startsWith(`${rest.to.replace(/\/$/, '')}/`));
  return (
    <Link
      {...rest}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
