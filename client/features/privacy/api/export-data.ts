import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { trpcClient } from '../../../lib/trpc-client';

/** The file's name: the person's local date, as they would look for it in their downloads. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `basera-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/**
 * privacy.export (GET /api/me/data) as one JSON file the browser saves; the export is returned for
 * its kept files, typed as the tRPC client reads the reply.
 */
export async function exportData() {
  const data = await trpcClient.privacy.export.query();
  const name = exportFileName(new Date());
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
  return { name, data };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
