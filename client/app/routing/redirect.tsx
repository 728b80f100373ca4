import { Navigate, useLocation } from 'react-router-dom';

/** An alias of a route: replaces the address with the route's, keeping the query and the anchor. */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
