import { messageOf } from '../../lib/api-errors';
import { clientEnv } from '../../lib/config';
import { useExportData } from './api/export-data';
import { formatDay } from './format-date';

/** Download my data: one JSON document; the kept files, which are not in it, one link each. */
export function ExportSection() {
  const exporter = useExportData();
  const kept = exporter.data?.data.analyses.filter((analysis) => analysis.keptFile) ?? [];
  return (
    <section className="card stack" aria-labelledby="export-title">
      <h2 id="export-title">Download your data</h2>
      <p>
        Everything above, in one JSON document: your account, consents, sessions, preferences and searches, analyses,
        chat, selection and enquiries.
      </p>
      <div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => exporter.mutate()}
          disabled={exporter.isPending}
        >
          {exporter.isPending ? 'Preparing your data…' : 'Download my data'}
        </button>
      </div>
      <div role="status" className="small">
        {exporter.data && <p>Saved {exporter.data.name}.</p>}
        {exporter.error && (
          <p className="alert alert--error">
            {messageOf(exporter.error, 'Your data could not be downloaded. Please try again.')}
          </p>
        )}
      </div>
      {kept.length > 0 && (
        <div>
          <p className="small">Your kept location history files are not in the document. Download each one:</p>
          <ul className="small">
            {kept.map((analysis) => (
              <li key={analysis.id}>
                <a href={`${clientEnv.apiBaseUrl}${analysis.keptFile?.download}`} download>
                  The file kept on {formatDay(analysis.createdAt)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
