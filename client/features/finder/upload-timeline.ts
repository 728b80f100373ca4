import type { TimelineAnalysis, UploadStreamEvent } from '../../../shared/contracts/timeline';
import { clientEnv } from '../../app/config';
import { ApiError } from '../../lib/api';
import { authHeaders } from '../../lib/storage';

/**
 * POST /api/upload with the file, reading the server's NDJSON progress lines as they come
 * (spec §4: 20 → 40 upload → 60 analysis → 100).
 */
export async function uploadTimeline(
  file: File,
  options: { keepFile: boolean; onProgress(percent: number, stage: string): void },
): Promise<TimelineAnalysis> {
  const form = new FormData();
  form.append('keepFile', String(options.keepFile)); // fields first: the server reads them before the file
  form.append('file', file);
  const headers = { ...authHeaders(), Accept: 'application/x-ndjson' };
  const response = await fetch(`${clientEnv.apiBaseUrl}/api/upload`, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `API call failed with status: ${response.status}`, response.status, undefined);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as UploadStreamEvent;
      if (event.type === 'progress') options.onProgress(event.percent, event.stage);
      else if (event.type === 'result') return event.analysis;
      else throw new Error(event.error);
    }
  }
  throw new Error('File upload failed.');
}
