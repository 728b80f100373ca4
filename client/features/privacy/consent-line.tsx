import { Link } from 'react-router-dom';
import { formatDay } from './format-date';

/** Once the person has agreed: when, and where to see, download or delete it. */
export default function ConsentLine({ givenAt }: { givenAt: string }) {
  return (
    <p className="muted small" data-testid="consent-line">
      You agreed to how Basera uses your location history on {formatDay(givenAt)}. See, download or delete it on{' '}
      <Link to="/your-data">Your data</Link>.
    </p>
  );
}
