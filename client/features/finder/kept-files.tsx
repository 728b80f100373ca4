import type { KeptFile, TimelineAnalysis } from '../../../shared/contracts/timeline';

export type AnalysisWithFile = TimelineAnalysis & { file: KeptFile };

interface Props {
  analyses: TimelineAnalysis[];
  busy: boolean;
  onDownload(analysis: AnalysisWithFile): void;
  onDelete(analysis: AnalysisWithFile): void;
}

const hasFile = (analysis: TimelineAnalysis): analysis is AnalysisWithFile => analysis.file !== null;

/** The person's kept (encrypted) files, one per analysis that has one: download it, or delete it. */
export function KeptFiles({ analyses, busy, onDownload, onDelete }: Props) {
  const kept = analyses.filter(hasFile);
  if (!kept.length) return null;
  return (
    <section className="kept-files" aria-labelledby="kept-files-title">
      <h3 id="kept-files-title" className="small-heading">
        Your kept files
      </h3>
      <ul>
        {kept.map((analysis) => (
          <li key={analysis.id}>
            <span>
              <strong>{analysis.file.name ?? 'Your timeline file'}</strong>{' '}
              <span className="muted small">
                kept {new Date(analysis.createdAt).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
                {analysis.file.bytes !== undefined ? `, ${sizeOf(analysis.file.bytes)}` : ''}, encrypted
              </span>
            </span>
            <button type="button" className="link-button small" disabled={busy} onClick={() => onDownload(analysis)}>
              Download my file
            </button>
            <button type="button" className="link-button small" disabled={busy} onClick={() => onDelete(analysis)}>
              Delete the kept file
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
