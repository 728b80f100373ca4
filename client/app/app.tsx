import { AuthProvider } from '../features/auth';
import { AppLayout } from './layout/app-layout';

/**
 * The whole app, inside a router: React Router's BrowserRouter in the browser (main.tsx), its
 * StaticRouter at build time (prerender.tsx). `sessionCookie`: the page is the route's signed-in
 * variant, sent for a session cookie (decision 0028). `frameOnly`: the header and footer without the
 * page, prerendered to be painted before the script (prerender.tsx).
 */
export function App({ sessionCookie, frameOnly }: { sessionCookie?: boolean; frameOnly?: boolean }) {
  return (
    <AuthProvider sessionCookie={sessionCookie}>
      <AppLayout frameOnly={frameOnly} />
    </AuthProvider>
  );
}
