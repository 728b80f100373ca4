import type { Readable } from 'node:stream';
import type { TimelineAnalysis, UploadStreamEvent } from '../../../shared/contracts/timeline';
import { outcomeOf } from '../../../shared/domain/timeline/apply-analysis';
import type { Services } from '../../services';
import { savePersona } from '../user';
import { analyzeStream } from './analyze-stream';
import { encrypt } from './file-store/encryption';
import { createGazetteerPlaceNamer } from './gazetteer-place-namer';
import { phraseAnalysis } from './phrase-analysis';
import { saveAnalysis } from './timeline-store';
import { withWorldFallback } from './world-place-namer';

type ProgressStage = Extract<UploadStreamEvent, { type: 'progress' }>['stage'];
export type UploadProgress = (stage: ProgressStage, percent: number) => void;

/**
 * The upload pipeline: stream → analysis → (if asked) encrypted file kept → analysis and persona
 * saved. All or nothing: the two rows are written in one transaction, and a kept file whose rows
 * could not be written is removed again, so a failure anywhere leaves nothing behind.
 */
export async function analyzeUpload(
  services: Services,
  input: { userId: string; fileName: string; stream: Readable; totalBytes: number | null; keepFile: boolean },
  progress: UploadProgress,
): Promise<TimelineAnalysis> {
  const { uploads } = services.config;
  progress('uploading', 20);
  let reported = 20;
  const { analysis, kept } = await analyzeStream(input.stream, {
    namer: withWorldFallback(createGazetteerPlaceNamer(services.dataset)),
    keepUpTo: input.keepFile ? uploads.keepMaxBytes : null,
    // spec §4: 20 → 40 on upload; with streaming the analysis runs while the bytes arrive. Only a
    // new percentage is sent: a large file arrives in tens of thousands of chunks.
    onBytes: (bytes) => {
      if (!input.totalBytes) return;
      const percent = 20 + Math.min(20, Math.floor((20 * bytes) / input.totalBytes));
      if (percent === reported) return;
      reported = percent;
      progress('uploading', percent);
    },
  });
  progress('processing', 60);
  const { insights } = analysis;
  const { persona, ...outcome } = outcomeOf(insights.analysisResults, insights.travelModes);
  const phrased = await phraseAnalysis(services.llm, insights);
  if (phrased.problem) services.logger.warn({ problem: phrased.problem }, 'timeline phrasing not used');
  let file: TimelineAnalysis['file'] = null;
  if (kept) {
    progress('pinning', 80);
    const { cid } = await services.fileStore.put(encrypt(kept, services.fileKey), {
      name: input.fileName,
      userId: input.userId,
    });
    file = { cid, store: services.fileStore.kind };
  }
  const record = {
    format: analysis.format,
    analysisResults: insights.analysisResults,
    persona,
    outcome,
    insights: {
      period: insights.period,
      home: insights.home,
      work: insights.work,
      commute: insights.commute,
      travelModes: insights.travelModes,
      counts: insights.counts,
    },
    phrasing: phrased.phrasing,
    file,
  };
  let saved: TimelineAnalysis;
  try {
    saved = await services.db.transaction(async (tx) => {
      const row = await saveAnalysis(tx, input.userId, record);
      await savePersona(tx, input.userId, persona);
      return row;
    });
  } catch (error) {
    if (file) await removeKeptFile(services, file.cid);
    throw error;
  }
  progress('processing', 100);
  return saved;
}

async function removeKeptFile(services: Services, cid: string): Promise<void> {
  try {
    await services.fileStore.delete(cid);
  } catch (error) {
    // Encrypted and unreferenced: harmless, but worth knowing about.
    services.logger.warn({ err: error, cid }, 'a kept file of a failed upload could not be removed');
  }
}
