import { useState } from 'react';

const INVALID_FILE = 'Please select a valid JSON or TXT file from Google Takeout';

/**
 * spec §4 "Upload and analysis": the file control and its validation. The analysis pipeline
 * (POST /api/upload) lands with the location-history issue; until then the chosen file stays in
 * the browser and this says so plainly.
 */
export function TimelineUploadField() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="form-section" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="form-section__title">
        Google Timeline (optional)
      </h2>
      <p className="muted small">
        Your location history can refine the matches. Export it from Google Takeout or the Maps app (.json or .txt).
      </p>
      <label className="field">
        <span>Timeline file</span>
        <input
          type="file"
          accept=".json,.txt,application/json,text/plain"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // spec §5: the file name must end in .json or .txt.
            if (chosen && !/\.(json|txt)$/i.test(chosen.name)) {
              setFile(null);
              setError(INVALID_FILE);
              event.target.value = '';
              return;
            }
            setError(null);
            setFile(chosen);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      {file && (
        <p className="alert alert--info" role="status">
          {file.name} is ready. Timeline analysis is not available in this version yet, so the file stays on your device
          and is not uploaded.
        </p>
      )}
    </section>
  );
}
