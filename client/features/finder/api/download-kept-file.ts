import { useMutation } from '@tanstack/react-query';
import type { KeptFile } from '../../../../shared/contracts/timeline';
import { fetchRawRoute } from '../../../lib/raw-routes';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/timeline/analyses/:id/file: the kept file, decrypted by the server, saved by the browser
 * under its original name. Fetched rather than linked so the banner follows the real retrieval
 * (spec §4: retrieving, then complete or error).
 */
export async function downloadKeptFile(analysis: { id: string; file: KeptFile }): Promise<{ name: string }> {
  const response = await fetchRawRoute('GET /api/timeline/analyses/:id/file', { params: { id: analysis.id } });
  const blob = await response.blob();
  const name = nameFrom(response.headers.get('content-disposition')) ?? analysis.file.name ?? 'location-history.json';
  saveFile(blob, name);
  return { name };
}

/** The file name of a Content-Disposition header: `filename*` (any characters) before `filename`. */
export function nameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] || undefined;
}

export function useDownloadKeptFile() {
  return useMutation({ mutationFn: downloadKeptFile });
}
