/**
 * The timeline section's heading and note: the first thing the form shows, and on a phone its
 * largest paint, so the page's frame shows it before the form's script has loaded (finder-frame.tsx).
 */
export function TimelineIntro() {
  return (
    <>
      <h2 id="timeline-title" className="form-section__title">
        Google Timeline (optional)
      </h2>
      <p className="muted small">
        Your location history refines the matches. Export it from Google Takeout or the Maps app on your phone (.json or
        .txt); several month files at once, or Takeout's .zip, make one analysis. We read every file, keep only the
        summary below, and store the file itself only if you ask.
      </p>
    </>
  );
}
