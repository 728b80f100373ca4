import type { UploadProgressStage } from '../../../shared/contracts/timeline';

// The timeline upload's state (useTimelineUpload), as a pure reducer: the files chosen, the upload's
// progress, the consent step before it, and what the section says. The server calls, the pinning
// banner and the form's prefill stay in the hook; every change they make to what shows is an
// action here.

// spec §5 texts.
export const INVALID_FILE = 'Please select a valid JSON or TXT file from Google Takeout';
export const NO_FILE = 'Please select a file first.';
// Google Takeout delivers the Semantic Location History folder as a .zip; the server reads it.
const ACCEPTED = /\.(json|txt|zip)$/i;

/** Whether every file chosen is one the upload takes (.json, .txt, or Takeout's .zip). */
export const areTimelineFiles = (files: readonly { name: string }[]) => files.every((file) => ACCEPTED.test(file.name));

export type UploadStatus = 'none' | 'ready' | 'error' | 'uploading' | 'processing' | 'success';

export interface TimelineUploadState {
  files: File[];
  status: UploadStatus;
  /** Percent, as the server's progress lines say (spec §4: 20 → 40 upload → 60 analysis → 100). */
  progress: number;
  error: string | null;
  keepFile: boolean;
  /** Whether the upload filled in the work place (the one field it fills, and only when empty). */
  filledWork: boolean;
  /** The notice is on screen, waiting for the person's choice; `refused`: the server asked for it. */
  asking: { refused: boolean } | null;
  /** The person declined the notice: nothing was sent. */
  declined: boolean;
}

export const INITIAL_UPLOAD_STATE: TimelineUploadState = {
  files: [],
  status: 'none',
  progress: 0,
  error: null,
  keepFile: false,
  filledWork: false,
  asking: null,
  declined: false,
};

export type TimelineUploadAction =
  | { type: 'files-chosen'; files: File[] }
  | { type: 'keep-file-set'; keepFile: boolean }
  | { type: 'upload-without-file' }
  /** Upload pressed before the person agreed to the notice as it reads now (docs/privacy.md). */
  | { type: 'consent-asked' }
  | { type: 'consent-agreed' }
  | { type: 'consent-declined' }
  | { type: 'upload-started' }
  | { type: 'upload-progressed'; percent: number; stage: UploadProgressStage }
  | { type: 'upload-finished' }
  | { type: 'work-filled'; filled: boolean }
  /** The server wants consent first (withdrawn elsewhere, or the notice changed since). */
  | { type: 'upload-refused-for-consent' }
  | { type: 'upload-failed'; reason: string }
  | { type: 'analysis-deleted' }
  /** A step whose failure is only said (the consent not saved, the kept file not deleted). */
  | { type: 'failed'; message: string }
  | { type: 'error-cleared' };

const readyOrNone = (files: readonly File[]) => (files.length ? 'ready' : 'none');

export function timelineUploadReducer(state: TimelineUploadState, action: TimelineUploadAction): TimelineUploadState {
  switch (action.type) {
    case 'files-chosen':
      return areTimelineFiles(action.files)
        ? { ...state, files: action.files, status: readyOrNone(action.files), error: null }
        : { ...state, files: [], status: 'error', error: INVALID_FILE };
    case 'keep-file-set':
      return { ...state, keepFile: action.keepFile };
    case 'upload-without-file':
      return { ...state, error: NO_FILE };
    case 'consent-asked':
      return { ...state, error: null, declined: false, asking: { refused: false } };
    case 'consent-agreed':
      return { ...state, asking: null };
    case 'consent-declined':
      return { ...state, asking: null, declined: true };
    case 'upload-started':
      return { ...state, status: 'uploading', progress: 20, error: null, declined: false };
    case 'upload-progressed':
      return {
        ...state,
        progress: action.percent,
        status: action.stage === 'uploading' ? state.status : 'processing',
      };
    case 'upload-finished':
      return { ...state, status: 'success', progress: 100 };
    case 'work-filled':
      return { ...state, filledWork: action.filled };
    case 'upload-refused-for-consent':
      return { ...state, status: readyOrNone(state.files), asking: { refused: true } };
    case 'upload-failed':
      return { ...state, status: 'error', error: `Failed to analyze data: ${action.reason}` }; // spec §8
    case 'analysis-deleted':
      return { ...state, status: 'none' };
    case 'failed':
      return { ...state, error: action.message };
    case 'error-cleared':
      return { ...state, error: null };
  }
}
