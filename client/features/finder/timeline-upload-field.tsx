import { useEffect, useId, useState } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import { prefillPreferences } from '../../../shared/domain/timeline/apply-analysis';
import { messageOf } from '../../lib/api-errors';
import type { StoredUser } from '../../lib/storage';
import { useDeleteTimelineAnalysis } from './api/delete-timeline-analysis';
import { useTimelineAnalyses } from './api/get-timeline-analyses';
import { useUploadTimeline } from './api/upload-timeline';

// spec §5 texts.
const INVALID_FILE = 'Please select a valid JSON or TXT file from Google Takeout';
const NO_FILE = 'Please select a file first.';
const BANNER_MS = 5000; // spec §9: banners clear after 5 s

type Status = 'none' | 'ready' | 'error' | 'uploading' | 'processing' | 'success';

interface Props {
  user: StoredUser;
  prefs: Preferences;
  onChange(p: Preferences): void;
}

/** spec §4 "Upload and analysis": choose, upload with progress, see the analysis, prefill the form. */
export function TimelineUploadField({ user, prefs, onChange }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>('none');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [keepFile, setKeepFile] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const saved = useTimelineAnalyses();
  const uploader = useUploadTimeline(user.id);
  const remove = useDeleteTimelineAnalysis();
  // The analysis just made, else the newest saved one.
  const shown = uploader.data ?? saved.data?.analyses[0] ?? null;
  // What a model worded is shown, labelled; without a valid phrasing, the computed sentences.
  const lists = shown?.phrasing?.analysisResults ?? shown?.analysisResults;

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const upload = async () => {
    if (!file) return setError(NO_FILE);
    setError(null);
    setStatus('uploading');
    setProgress(20);
    try {
      const result = await uploader.mutateAsync({
        file,
        keepFile,
        onProgress: (percent, stage) => {
          setProgress(percent);
          if (stage !== 'uploading') setStatus('processing');
          if (stage === 'pinning') setBanner('Encrypting and storing your file…');
        },
      });
      setProgress(100);
      setStatus('success');
      if (result.file) {
        setBanner(`Your file is stored encrypted (${result.file.cid.slice(0, 14)}…).`);
      } else if (keepFile) {
        setBanner('Your file was analysed but is too large to keep, so it was discarded.');
      }
      onChange(prefillPreferences(prefs, result.outcome, result.insights));
    } catch (failure) {
      setStatus('error');
      setError(`Failed to analyze data: ${messageOf(failure, 'Error analyzing file. Please try again.')}`); // spec §8
    }
  };

  return (
    <section className="form-section" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="form-section__title">
        Google Timeline (optional)
      </h2>
      <p className="muted small">
        Your location history refines the matches. Export it from Google Takeout or the Maps app on your phone (.json or
        .txt). We read the whole file, keep only the summary below, and store the file itself only if you ask.
      </p>
      <div className="upload-row">
        <label className="field field--grow">
          <span>Timeline file</span>
          <input
            type="file"
            accept=".json,.txt,application/json,text/plain"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && !/\.(json|txt)$/i.test(chosen.name)) {
                setFile(null);
                setStatus('error');
                setError(INVALID_FILE);
                event.target.value = '';
                return;
              }
              setError(null);
              setFile(chosen);
              setStatus(chosen ? 'ready' : 'none');
            }}
          />
        </label>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void upload()}
          disabled={status === 'uploading' || status === 'processing'}
        >
          Upload and analyse
        </button>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={keepFile} onChange={(event) => setKeepFile(event.target.checked)} />
        Keep an encrypted copy of the file (otherwise it is discarded after the analysis)
      </label>
      {file && status === 'ready' && <p className="muted small">{file.name} is ready to upload.</p>}
      {(status === 'uploading' || status === 'processing') && (
        <div className="upload-progress" role="status">
          <span>{status === 'uploading' ? 'Uploading and reading your timeline…' : 'Analysing…'}</span>
          <progress max={100} value={progress} aria-label="Upload progress">
            {progress}%
          </progress>
        </div>
      )}
      {banner && (
        <p className="alert alert--info" role="status">
          {banner}
        </p>
      )}
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      {shown && lists && (
        <div className="analysis card" data-testid="timeline-analysis">
          <h3 className="small-heading">
            {status === 'success'
              ? 'Your timeline, analysed: the form below is updated'
              : 'Your saved timeline analysis'}
          </h3>
          <p className="muted small" data-testid="analysis-writer">
            {shown.phrasing
              ? `Worded by ${shown.phrasing.writer}, an AI, from statistics computed from your file; the form's changes come from the computation.`
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
