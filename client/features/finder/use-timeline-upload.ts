import { useReducer, useRef } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import { messageOf } from '../../lib/api-errors';
import type { StoredUser } from '../../lib/storage';
import { isConsentRequired, useTimelineConsent } from '../privacy';
import { useDeleteTimelineAnalysis } from './api/delete-timeline-analysis';
import { useUploadTimeline } from './api/upload-timeline';
import { INITIAL_UPLOAD_STATE, timelineUploadReducer } from './timeline-upload-state';
import type { usePinningBanner } from './use-pinning-banner';

// What follows an upload (the prefill, the suggestions) loads when one starts, not with the form
// (docs/performance.md).
export const loadSuggestions = () => import('./history-suggestions');

interface Options {
  user: StoredUser;
  prefs: Preferences;
  onChange(p: Preferences): void;
  banner: ReturnType<typeof usePinningBanner>;
}

/**
 * spec §4 "Upload and analysis": the files chosen, the consent the upload needs, the upload with its
 * progress and pinning banner steps, the work place it fills in, and deleting the analysis. What
 * shows is timelineUploadReducer's state.
 */
export function useTimelineUpload({ user, prefs, onChange, banner }: Options) {
  const [state, dispatch] = useReducer(timelineUploadReducer, INITIAL_UPLOAD_STATE);
  const uploader = useUploadTimeline(user.id);
  const remove = useDeleteTimelineAnalysis();
  const consent = useTimelineConsent();
  // Whether the copy was stored, so the first analysis step after it shows as "analysing".
  const pinned = useRef(false);
  // The form as it is when the analysis arrives, not as it was when the upload started.
  const latest = useRef(prefs);
  latest.current = prefs;

  const send = async () => {
    const { files, keepFile } = state;
    dispatch({ type: 'upload-started' });
    const prefilling = import('../../../shared/domain/timeline/apply-analysis');
    void loadSuggestions();
    pinned.current = false;
    if (keepFile) banner.show({ kind: 'uploading', files: files.length });
    try {
      const { analysis, notKept } = await uploader.mutateAsync({
        files,
        keepFile,
        onProgress: (percent, stage) => {
          dispatch({ type: 'upload-progressed', percent, stage });
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
      dispatch({ type: 'upload-finished' });
      if (analysis.file) {
        banner.show({ kind: 'complete', text: 'Complete: your timeline is analysed and your encrypted copy is kept.' });
      } else if (notKept && notKept.reason !== 'store-failed') {
        banner.show({ kind: 'complete', text: `Complete. ${notKept.message}` });
      }
      const { prefillPreferences } = await prefilling;
      const filled = prefillPreferences(latest.current, analysis.insights);
      dispatch({ type: 'work-filled', filled: filled !== latest.current });
      if (filled !== latest.current) onChange(filled);
    } catch (failure) {
      // Nothing was kept (a failed upload stores nothing), so the banner has nothing left to say.
      banner.clear();
      if (isConsentRequired(failure)) {
        // Withdrawn elsewhere, or the notice changed since: it is shown again.
        void consent.recheck();
        dispatch({ type: 'upload-refused-for-consent' });
        return;
      }
      dispatch({ type: 'upload-failed', reason: messageOf(failure, 'Error analyzing file. Please try again.') });
    }
  };

  return {
    state,
    dispatch,
    consent,
    /** The analysis this upload just made, if any. */
    analysed: uploader.data?.analysis ?? null,
    /** Nothing is sent until the person has agreed to the notice as it reads now (docs/privacy.md). */
    upload: () => {
      if (!state.files.length) return dispatch({ type: 'upload-without-file' });
      if (!consent.isCurrent) return dispatch({ type: 'consent-asked' });
      void send();
    },
    agree: async () => {
      try {
        await consent.give();
      } catch (failure) {
        dispatch({ type: 'failed', message: messageOf(failure, 'Your choice could not be saved. Please try again.') });
        return;
      }
      dispatch({ type: 'consent-agreed' });
      void send();
    },
    deleteAnalysis: (id: string) =>
      remove.mutate(
        { id },
        {
          onSuccess: () => {
            uploader.reset();
            dispatch({ type: 'analysis-deleted' });
          },
        },
      ),
    /** Forgets the upload's analysis (its kept file was deleted). */
    forgetAnalysed: () => uploader.reset(),
  };
}
