import { useAuth } from './auth-context';

interface Props {
  label?: string;
  onSignedIn?(): void;
  onError?(error: unknown): void;
}

/** The Login with Google button; the auth layer rethrows, the caller decides what to show. */
export function GoogleSignInButton({ label = 'Login with Google', onSignedIn, onError }: Props) {
  const { login, loading } = useAuth();
  return (
    <button
      type="button"
      className="button button--google"
      disabled={loading}
      onClick={() => {
        login().then(
          () => onSignedIn?.(),
          (error: unknown) => onError?.(error),
        );
      }}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6.1C12.4 13.7 17.7 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.6z"
        />
        <path
          fill="#FBBC05"
          d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      {label}
    </button>
  );
}
