import { useMutation } from '@tanstack/react-query';
import type { DataExport } from '../../../../shared/contracts/privacy';
import { server } from '../../../lib/server-calls';

// Long enough for the browser to have started saving; revoking at once can cancel the download.
const REVOKE_AFTER_MS = 60_000;

/** The file's name: the person's local date, as they would look for it in their downloads. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `basera-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** GET /api/me/data as one JSON file the browser saves; the export is returned for its kept files. */
export async function exportData(): Promise<{ name: string; data: DataExport }> {
  const data = (await server.privacy.export.query()) as DataExport;
  const name = exportFileName(new Date());
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return { name, data };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
