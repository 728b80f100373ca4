import { Link } from 'react-router-dom';
import type { DataSummary } from '../../../shared/contracts/privacy';
import './privacy.css';

/**
 * What Basera will soon remove under its retention periods, told on the person's next visit, before
 * it happens (docs/privacy.md).
 */
export default function RetentionBanner({ notices }: { notices: DataSummary['retention'] }) {
  return (
    <aside className="retention-banner" aria-label="Data to be removed soon">
      <ul>
        {notices.map((notice) => (
          <li key={`${notice.kind}-${notice.analysisId}`}>{notice.text}</li>
        ))}
      </ul>
      <p className="small">
        To keep a copy, or to delete it now, go to <Link to="/your-data">Your data</Link>.
      </p>
    </aside>
  );
}
