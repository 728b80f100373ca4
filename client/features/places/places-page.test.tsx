import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../lib/test/render';
import { AuthContext, type AuthState } from '../auth';
import PlacesPage from './places-page';

// The places page as the server's page for a session cookie shows it (the build prerenders this very
// render, routes/places.signed-in.html): its heading and lead while the session is checked, so its
// largest paint needs no JavaScript, and the sign-in prompt only for someone the server says is out.

function auth(state: Partial<AuthState>): AuthState {
  const never = () => new Promise<never>(() => {});
  return {
    user: null,
    loading: false,
    sessionPending: false,
    sessionEnded: false,
    login: never,
    logout: never,
    ...state,
  };
}

describe('the places page before the session is known', () => {
  it('shows its heading, lead and a loading line while the session is checked, and no sign-in prompt', () => {
    const { calls } = renderWithProviders(
      <AuthContext.Provider value={auth({ sessionPending: true })}>
        <PlacesPage />
      </AuthContext.Provider>,
      { path: '/places' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Places Near You' })).toBeTruthy();
    expect(screen.getByText(/Pick one of your recommended neighbourhoods/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading recommended neighborhoods...');
    expect(screen.queryByText(/Sign in to see real places/)).toBeNull();
    expect(calls).toEqual([]); // nothing is asked for a person not yet known
  });

  it('asks a signed-out visitor to sign in', () => {
    renderWithProviders(
      <AuthContext.Provider value={auth({})}>
        <PlacesPage />
      </AuthContext.Provider>,
      { path: '/places' },
    );
    expect(screen.getByText('Sign in to see real places around your recommended neighbourhoods.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
