import { Link } from '../../lib/router';
import { useDataSummary } from './api/get-data-summary';
import './privacy.css';

/**
 * What Basera will soon remove under its retention periods, told on the person's next visit, before
 * it happens (docs/privacy.md): nothing when nothing is due.
 */
export function RetentionBanner() {
  const retention = useDataSummary().data?.retention ?? [];
  if (!retention.length) return null;
  return (
    <aside className="retention-banner" aria-label="Data to be removed soon">
      <ul>
        {retention.map((notice) => (
          <li key={`${notice.kind}-${notice.analysisId}`}>{notice.text}</li>
        ))}
      </ul>
      <p className="small">
        To keep a copy, or to delete it now, go to <Link to="/your-data">Your data</Link>.
      </p>
    </aside>
  );
}
