import type { KeptFile, TimelineAnalysis } from '../../../shared/contracts/timeline';
import { messageOf } from '../../lib/api-errors';
import { useDeleteKeptFile } from './api/delete-kept-file';
import { useDownloadKeptFile } from './api/download-kept-file';
import type { usePinningBanner } from './use-pinning-banner';

type AnalysisWithFile = TimelineAnalysis & { file: KeptFile };

interface Props {
  userId: string;
  analyses: TimelineAnalysis[];
  /** The pinning banner follows a download: retrieving, then complete or error (spec §4). */
  banner: ReturnType<typeof usePinningBanner>;
  /** A deletion starts: an earlier error no longer stands. */
  onDeleting(): void;
  onDeleted(): void;
  onDeleteFailed(message: string): void;
}

const hasFile = (analysis: TimelineAnalysis): analysis is AnalysisWithFile => analysis.file !== null;

/**
 * The person's kept (encrypted) files, one per analysis that has one: download it (told in the
 * pinning banner), or delete it (the analysis stays).
 */
export function KeptFiles({ userId, analyses, banner, onDeleting, onDeleted, onDeleteFailed }: Props) {
  const removeFile = useDeleteKeptFile(userId);
  const downloader = useDownloadKeptFile();
  const busy = downloader.isPending || removeFile.isPending;

  const download = (analysis: AnalysisWithFile) => {
    const name = analysis.file.name ?? 'your file';
    banner.show({ kind: 'retrieving', name });
    downloader.mutate(analysis, {
      onSuccess: (done) => banner.show({ kind: 'complete', text: `Complete: ${done.name} is downloaded.` }),
      onError: (failure) =>
        banner.show({
          kind: 'error',
          message: `Failed to retrieve your file from IPFS: ${messageOf(failure, 'Error reading the file.')}`,
          // Only a Pinata copy is on the IPFS network, where another gateway may have it.
          cid: analysis.file.store === 'pinata' ? analysis.file.cid : undefined,
        }),
    });
  };

  const deleteFile = (analysis: AnalysisWithFile) => {
    onDeleting();
    removeFile.mutate(
      { id: analysis.id },
      {
        onSuccess: () => onDeleted(),
        onError: (failure) =>
          onDeleteFailed(messageOf(failure, 'The kept file could not be deleted. Please try again.')),
      },
    );
  };

  // The hooks stay mounted when there is nothing to list, so a deletion's outcome still arrives.
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
            <button type="button" className="link-button small" disabled={busy} onClick={() => download(analysis)}>
              Download my file
            </button>
            <button type="button" className="link-button small" disabled={busy} onClick={() => deleteFile(analysis)}>
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
