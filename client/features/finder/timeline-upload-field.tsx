import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import { messageOf } from '../../lib/api-errors';
import type { StoredUser } from '../../lib/storage';
import { ConsentLine, ConsentNotice, isConsentRequired, useTimelineConsent } from '../privacy';
import { useDeleteKeptFile } from './api/delete-kept-file';
import { useDeleteTimelineAnalysis } from './api/delete-timeline-analysis';
import { useDownloadKeptFile } from './api/download-kept-file';
import { usePublicGateways } from './api/get-public-gateways';
import { useTimelineAnalyses } from './api/get-timeline-analyses';
import { useUploadTimeline } from './api/upload-timeline';
import { type AnalysisWithFile, KeptFiles } from './kept-files';
import { PinningBanner } from './pinning-banner';
import { TimelineIntro } from './timeline-intro';
import { usePinningBanner } from './use-pinning-banner';

// What follows an upload (the prefill, the suggestions) loads when one starts, not with the form
// (docs/performance.md).
const loadSuggestions = () => import('./history-suggestions');
const HistorySuggestions = lazy(() => loadSuggestions().then((module) => ({ default: module.HistorySuggestions })));

// spec §5 texts.
const INVALID_FILE = 'Please select a valid JSON or TXT file from Google Takeout';
const NO_FILE = 'Please select a file first.';
// Google Takeout delivers the Semantic Location History folder as a .zip; the server reads it.
const ACCEPTED = /\.(json|txt|zip)$/i;

type Status = 'none' | 'ready' | 'error' | 'uploading' | 'processing' | 'success';

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
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<Status>('none');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [keepFile, setKeepFile] = useState(false);
  // Whether the upload filled in the work place (the one field it fills, and only when empty).
  const [filledWork, setFilledWork] = useState(false);
  const banner = usePinningBanner();
  const saved = useTimelineAnalyses();
  const uploader = useUploadTimeline(user.id);
  const remove = useDeleteTimelineAnalysis();
  const removeFile = useDeleteKeptFile(user.id);
  const downloader = useDownloadKeptFile();
  const gateways = usePublicGateways();
  const consent = useTimelineConsent();
  // The notice is on screen, waiting for the person's choice; `refused`: the server asked for it.
  const [asking, setAsking] = useState<{ refused: boolean } | null>(null);
  const [declined, setDeclined] = useState(false);
  // Whether the copy was stored, so the first analysis step after it shows as "analysing".
  const pinned = useRef(false);
  // The form as it is when the analysis arrives, not as it was when the upload started.
  const latest = useRef(prefs);
  latest.current = prefs;
  // The analysis just made, else the newest saved one.
  const shown = uploader.data?.analysis ?? saved.data?.analyses[0] ?? null;
  // What a model worded is shown, labelled; without a valid phrasing, the computed sentences.
  const lists = shown?.phrasing?.analysisResults ?? shown?.analysisResults;

  // Nothing is sent until the person has agreed to the notice as it reads now (docs/privacy.md).
  const upload = () => {
    if (!files.length) return setError(NO_FILE);
    setError(null);
    setDeclined(false);
    if (!consent.isCurrent) return setAsking({ refused: false });
    void send();
  };

  const agree = async () => {
    try {
      await consent.give();
    } catch (failure) {
      setError(messageOf(failure, 'Your choice could not be saved. Please try again.'));
      return;
    }
    setAsking(null);
    void send();
  };

  const send = async () => {
    setError(null);
    setStatus('uploading');
    setProgress(20);
    const prefilling = import('../../../shared/domain/timeline/apply-analysis');
    void loadSuggestions();
    pinned.current = false;
    if (keepFile) banner.show({ kind: 'uploading', files: files.length });
    try {
      const { analysis, notKept } = await uploader.mutateAsync({
        files,
        keepFile,
        onProgress: (percent, stage) => {
          setProgress(percent);
          if (stage !== 'uploading') setStatus('processing');
          if (stage === 'processing' && pinned.current) {
            pinned.current = false;
            banner.show({ kind: 'analysing' });
          }
        },
        onStored: (file) => {
          pinned.current = true;
          banner.show({ kind: 'pinned', cid: file.cid });
        },
        // spec §8: "Failed to upload to IPFS: {message}", in the banner; the analysis goes on.
        onNotKept: (reason) => {
          if (reason.reason === 'store-failed') banner.show({ kind: 'error', message: reason.message });
        },
      });
      setProgress(100);
      setStatus('success');
      if (analysis.file) {
        banner.show({ kind: 'complete', text: 'Complete: your timeline is analysed and your encrypted copy is kept.' });
      } else if (notKept && notKept.reason !== 'store-failed') {
        banner.show({ kind: 'complete', text: `Complete. ${notKept.message}` });
      }
      const { prefillPreferences } = await prefilling;
      const filled = prefillPreferences(latest.current, analysis.insights);
      setFilledWork(filled !== latest.current);
      if (filled !== latest.current) onChange(filled);
    } catch (failure) {
      // Nothing was kept (a failed upload stores nothing), so the banner has nothing left to say.
      banner.clear();
      if (isConsentRequired(failure)) {
        // Withdrawn elsewhere, or the notice changed since: it is shown again.
        void consent.recheck();
        setStatus(files.length ? 'ready' : 'none');
        setAsking({ refused: true });
        return;
      }
      setStatus('error');
      setError(`Failed to analyze data: ${messageOf(failure, 'Error analyzing file. Please try again.')}`); // spec §8
    }
  };

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
    setError(null);
    removeFile.mutate(
      { id: analysis.id },
      {
        onSuccess: () => uploader.reset(),
        onError: (failure) => setError(messageOf(failure, 'The kept file could not be deleted. Please try again.')),
      },
    );
  };

  return (
    <section className="form-section" aria-labelledby="timeline-title">
      <TimelineIntro />
      <div className="upload-row">
        <label className="field field--grow">
          <span>Timeline file</span>
          <input
            type="file"
            multiple
            accept=".json,.txt,.zip,application/json,text/plain,application/zip"
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              if (chosen.some((file) => !ACCEPTED.test(file.name))) {
                setFiles([]);
                setStatus('error');
                setError(INVALID_FILE);
                event.target.value = '';
                return;
              }
              setError(null);
              setFiles(chosen);
              setStatus(chosen.length ? 'ready' : 'none');
            }}
          />
        </label>
        <button
          type="button"
          className="button button--ghost"
          onClick={upload}
          disabled={status === 'uploading' || status === 'processing' || asking !== null}
        >
          Upload and analyse
        </button>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={keepFile} onChange={(event) => setKeepFile(event.target.checked)} />
        Keep an encrypted copy of the file (otherwise it is discarded after the analysis)
      </label>
      {asking && (
        <Suspense fallback={<p className="muted small">Loading what we do with your location history…</p>}>
          <ConsentNotice
            busy={consent.isGiving}
            reason={asking.refused ? 'Your agreement is needed again before this upload.' : null}
            onAgree={() => void agree()}
            onDecline={() => {
              setAsking(null);
              setDeclined(true);
            }}
          />
        </Suspense>
      )}
      {declined && (
        <p role="status" className="muted small">
          Nothing was uploaded. Your file stays on your device.
        </p>
      )}
      {consent.consent && !asking && (
        <Suspense fallback={null}>
          <ConsentLine givenAt={consent.consent.givenAt} />
        </Suspense>
      )}
      {files.length > 0 && status === 'ready' && (
        <p className="muted small">
          {files.length === 1 ? `${files[0]?.name} is ready to upload.` : `${files.length} files are ready to upload.`}
        </p>
      )}
      {(status === 'uploading' || status === 'processing') && (
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
      {shown && lists && (
        <div className="analysis card" data-testid="timeline-analysis">
          <h3 className="small-heading">
            {status === 'success' ? 'Your timeline, analysed' : 'Your saved timeline analysis'}
          </h3>
          <p className="muted small" data-testid="analysis-writer">
            {shown.phrasing
              ? `Worded by ${shown.phrasing.writer}, an AI, from statistics computed from your file; the suggestions come from the computation.`
              : 'Computed from your file by rules, not written by an AI.'}{' '}
            Persona: <strong>{shown.persona}</strong>
            {shown.insights.period ? ` · ${shown.insights.period.days} days of history` : ''}
          </p>
          <div className="analysis__lists">
            <AnalysisList title="Traits" items={lists.personality_traits} />
            <AnalysisList title="Lifestyle" items={lists.lifestyle_indicators} />
            <AnalysisList title="Frequent places" items={lists.frequent_locations} />
          </div>
          {lists.commute_insights[0] && <p className="small">{lists.commute_insights[0]}</p>}
          {/* CC BY 4.0 asks for the credit where the names are shown. */}
          <p className="muted small">
            Place names outside India from{' '}
            <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
              GeoNames
            </a>{' '}
            (CC BY 4.0).
          </p>
          {status === 'success' && filledWork && (
            <p className="small">Your work place is filled in from it: change it below if it is not right.</p>
          )}
          {status === 'success' && uploader.data && (
            <Suspense fallback={null}>
              <HistorySuggestions
                key={uploader.data.analysis.id}
                analysis={uploader.data.analysis}
                prefs={prefs}
                onChange={onChange}
              />
            </Suspense>
          )}
          <button
            type="button"
            className="link-button small"
            onClick={() =>
              remove.mutate(
                { id: shown.id },
                {
                  onSuccess: () => {
                    uploader.reset();
                    setStatus('none');
                  },
                },
              )
            }
          >
            Delete this analysis{shown.file ? ' and the stored file' : ''}
          </button>
        </div>
      )}
      <KeptFiles
        analyses={saved.data?.analyses ?? []}
        busy={downloader.isPending || removeFile.isPending}
        onDownload={download}
        onDelete={deleteFile}
      />
    </section>
  );
}

/** spec §4: the saved analysis shows up to 5 of each list. */
function AnalysisList({ title, items }: { title: string; items: string[] }) {
  const id = useId();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <ul>
        {items.slice(0, 5).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
