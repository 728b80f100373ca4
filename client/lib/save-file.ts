// Long enough for the browser to have started saving; revoking at once can cancel the download.
const REVOKE_AFTER_MS = 60_000;

/** Has the browser save `blob` as a download named `name` (a kept file, the data export). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
