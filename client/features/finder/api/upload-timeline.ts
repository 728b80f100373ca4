import { useMutation } from '@tanstack/react-query';
import {
  type TimelineAnalysis,
  type UploadStreamEvent,
  uploadStreamEventSchema,
} from '../../../../shared/contracts/timeline';
import { ApiError, apiErrorFrom } from '../../../lib/api-client';
import { clientEnv } from '../../../lib/config';
import { authHeaders } from '../../../lib/storage';
import { trpc } from '../../../lib/trpc';
import { saveUserData } from '../../../lib/user-record';

export interface UploadRequest {
  file: File;
  keepFile: boolean;
  onProgress(percent: number, stage: Extract<UploadStreamEvent, { type: 'progress' }>['stage']): void;
}

/**
 * POST /api/upload with the file, reading the server's NDJSON progress lines as they come
 * (spec §4: 20 → 40 upload → 60 analysis → 100). Every line must match uploadStreamEventSchema.
 */
export async function uploadTimeline({ file, keepFile, onProgress }: UploadRequest): Promise<TimelineAnalysis> {
  const form = new FormData();
  form.append('keepFile', String(keepFile)); // fields first: the server reads them before the file
  form.append('file', file);
  const response = await fetch(`${clientEnv.apiBaseUrl}/api/upload`, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { ...authHeaders(), Accept: 'application/x-ndjson' },
  });
  if (!response.ok || !response.body) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = parseLine(line, response.status);
      if (event.type === 'progress') onProgress(event.percent, event.stage);
      else if (event.type === 'result') return event.analysis;
      else if (event.type === 'error') throw new ApiError(event.error, response.status, event.code);
    }
  }
  throw new ApiError('File upload failed.', response.status, undefined); // spec §8
}

function parseLine(line: string, status: number): UploadStreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = undefined;
  }
  const event = uploadStreamEventSchema.safeParse(json);
  if (!event.success)
    throw new ApiError('The upload was interrupted: the server sent an unexpected reply.', status, undefined);
  return event.data;
}

/** Uploads and analyses a timeline; the analysis joins the saved list and the browser record. */
export function useUploadTimeline(userId: string) {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: uploadTimeline,
    onSuccess: (analysis) => {
      saveUserData(userId, { analysisResults: analysis.analysisResults, persona: analysis.persona });
      if (analysis.file) localStorage.setItem(`user_${userId}_ipfs_hash`, analysis.file.cid); // spec §3
      void utils.timeline.list.invalidate();
    },
  });
}
