import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The router's error screen (spec §2): 'Unexpected Application Error!' with the status or message. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page page--narrow error-page">
      <h1>Unexpected Application Error!</h1>
      <h2 className="error-page__detail">{detail}</h2>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
