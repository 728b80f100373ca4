import { areTimelineFiles } from './timeline-upload-state';

interface Props {
  keepFile: boolean;
  /** An upload is under way, or the consent notice waits for the person's choice. */
  busy: boolean;
  onChoose(files: File[]): void;
  onKeepFile(keepFile: boolean): void;
  onUpload(): void;
}

/** The files to upload (several month files, or Takeout's .zip), the Upload button, and whether to keep a copy. */
export function TimelineFilePicker({ keepFile, busy, onChoose, onKeepFile, onUpload }: Props) {
  return (
    <>
      <div className="upload-row">
        <label className="field field--grow">
          <span>Timeline file</span>
          <input
            type="file"
            multiple
            accept=".json,.txt,.zip,application/json,text/plain,application/zip"
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              // A refused choice leaves the picker empty, so choosing the same file again is a change.
              if (!areTimelineFiles(chosen)) event.target.value = '';
              onChoose(chosen);
            }}
          />
        </label>
        <button type="button" className="button button--ghost" onClick={onUpload} disabled={busy}>
          Upload and analyse
        </button>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={keepFile} onChange={(event) => onKeepFile(event.target.checked)} />
        Keep a copy of the file, which only you can download (otherwise it is deleted once read)
      </label>
    </>
  );
}
