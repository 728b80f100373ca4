import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  KeptFile,
  NotKept,
  TimelineAnalysis,
  UploadProgressStage,
  UploadStreamEvent,
} from '../../../shared/contracts/timeline';
import { analysedFrom } from '../../../shared/domain/timeline/analyze-timeline';
import { outcomeOf } from '../../../shared/domain/timeline/apply-analysis';
import type { Services } from '../../services';
import { AnalyzerFeed } from './analyzer-feed';
import { createGazetteerPlaceNamer } from './gazetteer-place-namer';
import { keepCopy } from './keep-copy';
import type { UploadPart } from './multipart-files';
import { phraseAnalysis } from './phrase-analysis';
import { receiveFiles } from './receive-files';
import { saveAnalysisWithPersona } from './timeline-store';
import { withWorldFallback } from './world-place-namer';
import { readZipEntries } from './zip-archive';

/** What the upload tells the client as it goes: progress, and what became of the kept copy. */
export type UploadEventSink = (event: Exclude<UploadStreamEvent, { type: 'result' | 'error' }>) => void;

export interface UploadInput {
  userId: string;
  files: AsyncIterable<UploadPart>;
  /** The request's length, for the upload's share of the progress; null when unknown. */
  totalBytes: number | null;
  /** Read when the first file arrives: the client sends its fields before the files. */
  isKeepAsked(): boolean;
}

/**
 * The upload pipeline: files → one analysis → (if asked) encrypted copy kept → analysis and persona
 * saved. The copy is stored as soon as the upload is complete, before the archives are read, so the
 * person sees spec §4's order: uploading, pinned, analysing. All or nothing: the two rows are written
 * in one statement, and a kept copy is removed again when anything after it fails.
 */
export async function analyzeUpload(
  services: Services,
  input: UploadInput,
  send: UploadEventSink,
): Promise<{
  analysis: TimelineAnalysis;
  notKept?: NotKept;
}> {
  const { uploads } = services.config;
  const progress = monotonic(send);
  progress('uploading', 20);
  const feed = new AnalyzerFeed(uploads.parseInThreadFromBytes);
  feed.expect(input.totalBytes);
  // Made for the first archive only: most uploads are one JSON file, and each file-system call
  // is a turn of the event loop that waits behind everyone else's requests under load.
  let workDir: Promise<string> | undefined;
  const workDirFor = () => {
    workDir ??= mkdtemp(join(tmpdir(), 'basera-upload-'));
    return workDir;
  };
  let file: KeptFile | null = null;
  let notKept: NotKept | undefined;
  try {
    const received = await receiveFiles(input.files, feed, {
      workDir: workDirFor,
      maxBytes: uploads.maxBytes,
      keepUpTo: () => (input.isKeepAsked() ? uploads.keepMaxBytes : null),
      // spec §4: 20 → 40 while the bytes arrive; JSON is analysed as it comes.
      onBytes: (bytes) => {
        if (input.totalBytes) progress('uploading', 20 + Math.min(20, Math.floor((20 * bytes) / input.totalBytes)));
      },
    });
    if (received.keepable) {
      file = await keepCopy(services, input.userId, received.keepable, {
        pinning: () => progress('pinning', 40),
        stored: (kept) => send({ type: 'stored', file: kept }),
        notKept: (reason) => {
          notKept = reason;
          send({ type: 'not-kept', ...reason });
        },
      });
    }
    // Archives are read after the upload: 41 → 59 as their entries are inflated.
    await readZipEntries(received.zips, feed, (read, total) =>
      progress('processing', 41 + Math.floor((18 * read) / Math.max(total, 1))),
    );
    const reading = await feed.end();
    const analysis = analysedFrom(reading, withWorldFallback(createGazetteerPlaceNamer(services.dataset)));
    progress('processing', 60);
    const saved = await saveUpload(services, input.userId, analysis, file);
    progress('processing', 100);
    return notKept ? { analysis: saved, notKept } : { analysis: saved };
  } catch (error) {
    if (file) await removeKeptFile(services, file.cid);
    throw error;
  } finally {
    feed.close();
    // (A folder that could not be made failed the upload already.)
    await workDir?.then(
      (dir) => rm(dir, { recursive: true, force: true }),
      () => {},
    );
  }
}

async function saveUpload(
  services: Services,
  userId: string,
  analysis: ReturnType<typeof analysedFrom>,
  file: KeptFile | null,
): Promise<TimelineAnalysis> {
  const { insights } = analysis;
  const { persona, ...outcome } = outcomeOf(insights.analysisResults, insights.travelModes);
  const phrased = await phraseAnalysis(services.llm, insights);
  if (phrased.problem) services.logger.warn({ problem: phrased.problem }, 'timeline phrasing not used');
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
  // A thin history gives no traits, so no persona of its own: the person's stays as it is.
  return saveAnalysisWithPersona(services.db, userId, record, insights.isThin ? null : persona);
}

/** Progress only moves forward: a zip read after JSON files must not send the bar back. */
function monotonic(send: UploadEventSink): (stage: UploadProgressStage, percent: number) => void {
  let last = -1;
  let lastStage: UploadProgressStage | null = null;
  return (stage, percent) => {
    const forward = Math.max(last, percent);
    if (forward === last && stage === lastStage) return; // a large file arrives in thousands of chunks
    last = forward;
    lastStage = stage;
    send({ type: 'progress', stage, percent: forward });
  };
}

async function removeKeptFile(services: Services, cid: string): Promise<void> {
  try {
    await services.fileStore.delete(cid);
  } catch (error) {
    // Encrypted and unreferenced: harmless, but worth knowing about.
    services.logger.warn({ err: error, cid }, 'a kept file of a failed upload could not be removed');
  }
}
