import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The error screen (spec §2): 'Unexpected Application Error!' with the status or message. */
export function ErrorScreen({ detail }: { detail: string }) {
  return (
    <div className="page page--narrow error-page">
      <h1>Unexpected Application Error!</h1>
      <h2 className="error-page__detail">{detail}</h2>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}

/** A path no route matches. */
export function NotFoundPage() {
  return <ErrorScreen detail="404 Not Found" />;
}

/** A page that failed to render (or to load) shows the error screen instead; keyed by the path, so leaving resets it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <ErrorScreen detail={error instanceof Error ? error.message : String(error)} />;
  }
}
