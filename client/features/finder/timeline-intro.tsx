/**
 * The location history section's heading and note, in plain words: what it gives the person and that
 * it is optional. How to export the file, what is kept and where (Takeout, .json and .zip, encryption,
 * IPFS) is behind "How this works", for whoever wants it.
 */
export function TimelineIntro() {
  return (
    <>
      <h2 id="timeline-title" className="form-section__title">
        Optional: let Basera learn from your Google Maps history
      </h2>
      <p className="muted">
        If Google Maps keeps a Timeline of the places you go, Basera can read it to suggest answers above, for you to
        add or dismiss, and fill in your work address if it is empty. You can skip this.
      </p>
      <details className="disclosure">
        <summary>How this works</summary>
        <ul className="disclosure__body">
          <li>
            Export your Timeline from the Google Maps app on your phone, or from Google Takeout (takeout.google.com).
            Choose the .json or .txt file it gives you; several month files at once, or Takeout’s .zip, make one
            analysis.
          </li>
          <li>
            We read every file and keep only a summary: your home and work areas, how you travel and the kinds of places
            you go. The file itself is deleted once read, unless you ask us to keep a copy.
          </li>
          <li>
            A kept copy is encrypted (AES-256-GCM) before it is stored, in Basera’s own store or on IPFS (a network for
            storing files) through Pinata. Only you can download it, and it is deleted after 12 months.
          </li>
          <li>You can delete the summary and the file here or on the Your data page at any time.</li>
        </ul>
      </details>
    </>
  );
}
