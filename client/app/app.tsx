import { AuthProvider } from '../features/auth';
import { AppLayout } from './layout/app-layout';

/**
 * The whole app, inside a router: React Router's BrowserRouter in the browser (main.tsx), its
 * StaticRouter at build time (prerender.tsx). `sessionCookie`: the page is the route's signed-in
 * variant, sent for a session cookie (decision 0028).
 */
export function App({ sessionCookie }: { sessionCookie?: boolean }) {
  return (
    <AuthProvider sessionCookie={sessionCookie}>
      <AppLayout />
    </AuthProvider>
  );
}
