// The auth feature's public face: what the shell and other features may use. Its route page
// (login-page.tsx) is loaded lazily by the router.
// AuthContext: for a component test to give a page the sign-in state it is about.
export { AuthContext, type AuthState, useAuth } from './auth-context';
export { AuthProvider } from './auth-provider';
export { GoogleSignInButton } from './google-sign-in-button';
export { SignInPrompt } from './sign-in-prompt';
export { UserBadge } from './user-badge';
