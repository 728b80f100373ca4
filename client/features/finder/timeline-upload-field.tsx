import { lazy, Suspense } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { StoredUser } from '../../lib/storage';
import { usePublicGateways } from './api/get-public-gateways';
import { useTimelineAnalyses } from './api/get-timeline-analyses';
import { KeptFiles } from './kept-files';
import { PinningBanner } from './pinning-banner';
import { TimelineAnalysisCard } from './timeline-analysis-card';
import { TimelineConsent } from './timeline-consent';
import { TimelineFilePicker } from './timeline-file-picker';
import { TimelineIntro } from './timeline-intro';
import { usePinningBanner } from './use-pinning-banner';
import { loadSuggestions, useTimelineUpload } from './use-timeline-upload';

const HistorySuggestions = lazy(() => loadSuggestions().then((module) => ({ default: module.HistorySuggestions })));

interface Props {
  user: StoredUser;
  prefs: Preferences;
  onChange(p: Preferences): void;
}

/**
 * spec §4 "Upload and analysis": choose, upload with progress, see the analysis. It fills in only
 * the work place when none is given; the rest it found is suggested, for the person to decide.
 */
export function TimelineUploadField({ user, prefs, onChange }: Props) {
  const banner = usePinningBanner();
  const saved = useTimelineAnalyses();
  const gateways = usePublicGateways();
  const { state, dispatch, consent, analysed, upload, agree, deleteAnalysis, forgetAnalysed } = useTimelineUpload({
    user,
    prefs,
    onChange,
    banner,
  });
  const { files, status, progress, error } = state;
  const isUploading = status === 'uploading' || status === 'processing';
  // The analysis just made, else the newest saved one.
  const shown = analysed ?? saved.data?.analyses[0] ?? null;

  return (
    <section className="form-section" aria-labelledby="timeline-title">
      <TimelineIntro />
      <TimelineFilePicker
        keepFile={state.keepFile}
        busy={isUploading || state.asking !== null}
        onChoose={(chosen) => dispatch({ type: 'files-chosen', files: chosen })}
        onKeepFile={(keepFile) => dispatch({ type: 'keep-file-set', keepFile })}
        onUpload={upload}
      />
      <TimelineConsent
        asking={state.asking}
        declined={state.declined}
        givenAt={consent.consent?.givenAt ?? null}
        busy={consent.isGiving}
        onAgree={() => void agree()}
        onDecline={() => dispatch({ type: 'consent-declined' })}
      />
      {files.length > 0 && status === 'ready' && (
        <p className="muted small">
          {files.length === 1 ? `${files[0]?.name} is ready to upload.` : `${files.length} files are ready to upload.`}
        </p>
      )}
      {isUploading && (
        <div className="upload-progress" role="status">
          <span>{status === 'uploading' ? 'Uploading and reading your timeline…' : 'Analysing…'}</span>
          <progress max={100} value={progress} aria-label="Upload progress">
            {progress}%
          </progress>
        </div>
      )}
      <PinningBanner step={banner.step} gateways={gateways.data?.gateways ?? []} />
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      {shown && (
        <TimelineAnalysisCard
          analysis={shown}
          isNew={status === 'success'}
          filledWork={state.filledWork}
          onDelete={() => deleteAnalysis(shown.id)}
        >
          {status === 'success' && analysed && (
            <Suspense fallback={null}>
              <HistorySuggestions key={analysed.id} analysis={analysed} prefs={prefs} onChange={onChange} />
            </Suspense>
          )}
        </TimelineAnalysisCard>
      )}
      <KeptFiles
        userId={user.id}
        analyses={saved.data?.analyses ?? []}
        banner={banner}
        onDeleting={() => dispatch({ type: 'error-cleared' })}
        onDeleted={forgetAnalysed}
        onDeleteFailed={(message) => dispatch({ type: 'failed', message })}
      />
    </section>
  );
}
