import { useMutation } from '@tanstack/react-query';
import type { DataExport } from '../../../../shared/contracts/privacy';
import { saveFile } from '../../../lib/save-file';
import { server } from '../../../lib/server-calls';

/** The file's name: the person's local date, as they would look for it in their downloads. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `basera-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** GET /api/me/data as one JSON file the browser saves; the export is returned for its kept files. */
export async function exportData(): Promise<{ name: string; data: DataExport }> {
  const data = (await server.privacy.export.query()) as DataExport;
  const name = exportFileName(new Date());
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
  return { name, data };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
