import { describe, expect, it } from 'vitest';
import {
  INITIAL_UPLOAD_STATE,
  INVALID_FILE,
  NO_FILE,
  type TimelineUploadAction,
  type TimelineUploadState,
  timelineUploadReducer,
} from './timeline-upload-state';

const file = (name: string) => new File(['{}'], name);
const play = (actions: TimelineUploadAction[], from: TimelineUploadState = INITIAL_UPLOAD_STATE) =>
  actions.reduce(timelineUploadReducer, from);
const chosen = play([{ type: 'files-chosen', files: [file('Timeline.json')] }]);

describe('choosing files', () => {
  it('takes .json, .txt and .zip files, several at once, and says they are ready', () => {
    const files = [file('2024_JANUARY.json'), file('2024_FEBRUARY.JSON'), file('notes.txt'), file('takeout.zip')];
    expect(play([{ type: 'files-chosen', files }])).toMatchObject({ files, status: 'ready', error: null });
  });

  it('refuses a choice with any other file in it, with the spec’s text, and keeps none of it', () => {
    const refused = play([{ type: 'files-chosen', files: [file('Timeline.json'), file('photo.jpg')] }], chosen);
    expect(refused).toMatchObject({ files: [], status: 'error', error: INVALID_FILE });
    // A good choice after it clears the error.
    expect(play([{ type: 'files-chosen', files: [file('a.json')] }], refused)).toMatchObject({
      status: 'ready',
      error: null,
    });
  });

  it('is back to nothing when the picker is emptied', () => {
    expect(play([{ type: 'files-chosen', files: [] }], chosen)).toMatchObject({ files: [], status: 'none' });
  });

  it('asks for a file when Upload is pressed without one, and changes nothing else', () => {
    expect(play([{ type: 'upload-without-file' }])).toEqual({ ...INITIAL_UPLOAD_STATE, error: NO_FILE });
  });
});

describe('the consent before an upload', () => {
  it('shows the notice (clearing an earlier error), and a decline says nothing was sent', () => {
    const asked = play([{ type: 'failed', message: 'earlier' }, { type: 'consent-asked' }], chosen);
    expect(asked).toMatchObject({ asking: { refused: false }, error: null, declined: false });
    const declined = play([{ type: 'consent-declined' }], asked);
    expect(declined).toMatchObject({ asking: null, declined: true, status: 'ready' });
    // Asked again: the decline's message goes.
    expect(play([{ type: 'consent-asked' }], declined)).toMatchObject({ declined: false, asking: { refused: false } });
  });

  it('keeps the notice up with the reason when the choice could not be saved', () => {
    const failed = play(
      [{ type: 'consent-asked' }, { type: 'failed', message: 'Your choice could not be saved.' }],
      chosen,
    );
    expect(failed).toMatchObject({ asking: { refused: false }, error: 'Your choice could not be saved.' });
    expect(play([{ type: 'consent-agreed' }, { type: 'upload-started' }], failed)).toMatchObject({
      asking: null,
      status: 'uploading',
      error: null,
    });
  });

  it('shows the notice again, as asked by the server, when an upload is refused for want of it', () => {
    const refused = play([{ type: 'upload-started' }, { type: 'upload-refused-for-consent' }], chosen);
    expect(refused).toMatchObject({ status: 'ready', asking: { refused: true }, error: null });
  });
});

describe('an upload', () => {
  it('goes from uploading (20%) through the server’s progress to success (100%)', () => {
    const started = play([{ type: 'keep-file-set', keepFile: true }, { type: 'upload-started' }], chosen);
    expect(started).toMatchObject({ status: 'uploading', progress: 20, keepFile: true });
    const uploading = play([{ type: 'upload-progressed', percent: 40, stage: 'uploading' }], started);
    expect(uploading).toMatchObject({ status: 'uploading', progress: 40 });
    const analysing = play([{ type: 'upload-progressed', percent: 60, stage: 'processing' }], uploading);
    expect(analysing).toMatchObject({ status: 'processing', progress: 60 });
    const done = play([{ type: 'upload-finished' }, { type: 'work-filled', filled: true }], analysing);
    expect(done).toMatchObject({ status: 'success', progress: 100, filledWork: true, files: chosen.files });
  });

  it('says why it failed, after the spec’s words', () => {
    expect(
      play([{ type: 'upload-started' }, { type: 'upload-failed', reason: 'Invalid JSON.' }], chosen),
    ).toMatchObject({ status: 'error', error: 'Failed to analyze data: Invalid JSON.' });
  });

  it('is forgotten with its analysis, and an error goes when a kept file’s deletion starts', () => {
    const done = play([{ type: 'upload-started' }, { type: 'upload-finished' }], chosen);
    expect(play([{ type: 'analysis-deleted' }], done).status).toBe('none');
    expect(play([{ type: 'failed', message: 'x' }, { type: 'error-cleared' }], done).error).toBeNull();
  });
});
