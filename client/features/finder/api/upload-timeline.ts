import { useMutation } from '@tanstack/react-query';
import type {
  KeptFile,
  NotKept,
  TimelineAnalysis,
  UploadProgressStage,
  UploadStreamEvent,
} from '../../../../shared/contracts/timeline';
import { ApiError, apiErrorFrom } from '../../../lib/api-error';
import { fetchRawRoute } from '../../../lib/raw-routes';
import { trpc } from '../../../lib/trpc';
import { ipfsHashKey, saveUserData } from '../../../lib/user-record';

export interface UploadRequest {
  /** One or more .json/.txt files, or a .zip: all of them make one analysis. */
  files: File[];
  keepFile: boolean;
  onProgress(percent: number, stage: UploadProgressStage): void;
  /** The server stored the encrypted copy (spec §4's banner: "pinned"). */
  onStored?(file: KeptFile): void;
  /** The copy the person asked for is not kept, and why. */
  onNotKept?(notKept: NotKept): void;
}

export interface UploadOutcome {
  analysis: TimelineAnalysis;
  notKept: NotKept | null;
}

/**
 * POST /api/upload with the files, reading the server's NDJSON progress lines as they come
 * (spec §4: 20 → 40 upload → 60 analysis → 100). Every line must match uploadStreamEventSchema.
 */
export async function uploadTimeline(request: UploadRequest): Promise<UploadOutcome> {
  // The contract (and zod with it) loads when someone uploads, not with the finder's first paint.
  const { uploadStreamEventSchema } = await import('../../../../shared/contracts/timeline');
  const parseLine = (line: string, status: number) => parseWith(uploadStreamEventSchema, line, status);
  const form = new FormData();
  form.append('keepFile', String(request.keepFile)); // fields first: the server reads them before the files
  for (const file of request.files) form.append('file', file);
  const response = await fetchRawRoute('POST /api/upload', { body: form, accept: 'application/x-ndjson' });
  if (!response.body) throw apiErrorFrom(response.status, null);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let notKept: NotKept | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = parseLine(line, response.status);
      if (event.type === 'progress') request.onProgress(event.percent, event.stage);
      else if (event.type === 'stored') request.onStored?.(event.file);
      else if (event.type === 'not-kept') {
        notKept = { reason: event.reason, message: event.message };
        request.onNotKept?.(notKept);
      } else if (event.type === 'result') return { analysis: event.analysis, notKept };
      else throw new ApiError(event.error, response.status, event.code);
    }
  }
  throw new ApiError('File upload failed.', response.status, undefined); // spec §8
}

function parseWith(
  schema: { safeParse(json: unknown): { success: true; data: UploadStreamEvent } | { success: false } },
  line: string,
  status: number,
): UploadStreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = undefined;
  }
  const event = schema.safeParse(json);
  if (!event.success)
    throw new ApiError('The upload was interrupted: the server sent an unexpected reply.', status, undefined);
  return event.data;
}

/** Uploads and analyses a timeline; the analysis joins the saved list and the browser record. */
export function useUploadTimeline(userId: string) {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: uploadTimeline,
    onSuccess: ({ analysis }) => {
      saveUserData(userId, { analysisResults: analysis.analysisResults, persona: analysis.persona });
      if (analysis.file) localStorage.setItem(ipfsHashKey(userId), analysis.file.cid); // spec §3
      void utils.timeline.list.invalidate();
    },
  });
}
