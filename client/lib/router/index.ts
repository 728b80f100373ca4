export type { RouteDefinition } from './match-route';
export {
  type AppLocation,
  Link,
  NavLink,
  type ResolvedRoute,
  RoutePage,
  Router,
  type Routes,
  resolveRoute,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router';
