import { z } from 'zod';
import { LIFESTYLE_KEYS } from '../constants/lifestyles';
import { MUST_HAVE_KEYS } from '../constants/must-haves';
import { SPENDING_CATEGORY_KEYS } from '../constants/spending-categories';
import { APP_ERROR_CODES } from '../errors/app-error-codes';
import { analysisResultsSchema, personaSchema } from './analysis';

// POST /api/upload's answer: the analysis of a location-history file (spec §3 analysisResults and
// persona), what it changes in the finder, and the structured facts behind it.

/** The encrypted copy of an upload, kept when the person asks: its content id, where, and its name. */
export const keptFileSchema = z.object({
  cid: z.string(),
  store: z.enum(['local', 'pinata']),
  /** The name it was uploaded under, for the download; absent on analyses saved before it was recorded. */
  name: z.string().optional(),
  /** Its size in bytes, before encryption. */
  bytes: z.number().int().nonnegative().optional(),
});
export type KeptFile = z.infer<typeof keptFileSchema>;

const bucket = z.enum(['walking', 'cycling', 'two-wheeler', 'driving', 'transit', 'flying', 'other']);
const place = z.object({
  lat: z.number(),
  lng: z.number(),
  area: z.string().nullable(),
  source: z.enum(['google', 'dwell']),
});

export const timelineAnalysisSchema = z.object({
  id: z.string(),
  format: z.enum(['records', 'semantic', 'on-device-android', 'on-device-ios']),
  createdAt: z.string(),
  analysisResults: analysisResultsSchema,
  persona: personaSchema,
  outcome: z.object({
    userCategory: z.enum(SPENDING_CATEGORY_KEYS).optional(),
    lifestyleKeys: z.array(z.enum(LIFESTYLE_KEYS)),
    mustHaves: z.array(z.enum(MUST_HAVE_KEYS)),
  }),
  insights: z.object({
    period: z.object({ from: z.string(), to: z.string(), days: z.number() }).nullable(),
    home: place.nullable(),
    work: place.nullable(),
    commute: z.object({ km: z.number(), minutes: z.number().nullable(), mode: bucket.nullable() }).nullable(),
    travelModes: z.array(z.object({ mode: bucket, share: z.number(), km: z.number() })),
    counts: z.object({ records: z.number(), points: z.number(), visits: z.number(), trips: z.number() }),
  }),
  /**
   * The same lists phrased by a model (Gemini) from the statistics, shown labelled with `writer`;
   * null when no model is configured or its reply failed validation. The outcome above is always
   * derived from the computed `analysisResults`.
   */
  phrasing: z.object({ writer: z.string().max(100), analysisResults: analysisResultsSchema }).nullish(),
  /** Set only when the user chose to keep the (encrypted) file. */
  file: keptFileSchema.nullable(),
});
export type TimelineAnalysis = z.infer<typeof timelineAnalysisSchema>;

/**
 * Why a file the person asked to keep was not kept (the analysis is saved all the same): storing it
 * failed (`message` is the spec §8 text "Failed to upload to IPFS: …"), it is over the keep limit, or
 * the upload was several files (only a single file or a single .zip is kept, as it was uploaded).
 */
export const notKeptSchema = z.strictObject({
  reason: z.enum(['store-failed', 'too-large', 'several-files']),
  message: z.string(),
});
export type NotKept = z.infer<typeof notKeptSchema>;

/**
 * One line of POST /api/upload's NDJSON progress stream (Accept: application/x-ndjson): progress
 * percentages (spec §4: 20 → 40 → 60 → 100, never going back), then the result or an error. When the
 * person asked to keep the file, `stored` says the encrypted copy is stored (spec §4's banner:
 * "pinned", then "analysing"), or `not-kept` says why it is not. The client parses every line with
 * this schema; a line that does not match is an error, not a cast.
 */
export const uploadStreamEventSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('progress'),
      percent: z.number().int().min(0).max(100),
      stage: z.enum(['uploading', 'processing', 'pinning']),
    }),
    z.strictObject({ type: z.literal('stored'), file: keptFileSchema }),
    z.strictObject({ type: z.literal('not-kept'), ...notKeptSchema.shape }),
    z.strictObject({ type: z.literal('result'), analysis: timelineAnalysisSchema }),
    z.strictObject({ type: z.literal('error'), error: z.string(), code: z.enum(APP_ERROR_CODES) }),
  ])
  .meta({ id: 'UploadStreamEvent' });
export type UploadStreamEvent = z.infer<typeof uploadStreamEventSchema>;
export type UploadProgressStage = Extract<UploadStreamEvent, { type: 'progress' }>['stage'];

/** The one-shot (non-streamed) reply of POST /api/upload; `notKept` as in the stream. */
export const uploadResponse = z
  .object({
    success: z.literal(true),
    analysis: timelineAnalysisSchema,
    notKept: notKeptSchema.optional(),
  })
  .meta({ id: 'UploadResponse' });

export const timelineListResponse = z.object({ analyses: z.array(timelineAnalysisSchema) });

export const deleteAnalysisInput = z.strictObject({ id: z.uuid() });
export type DeleteAnalysisInput = z.infer<typeof deleteAnalysisInput>;

/**
 * GET /api/timeline/analyses/:id/file answers with the kept file itself (decrypted, as an attachment
 * under its original name); timeline.deleteFile removes it and keeps the analysis.
 */
export const keptFileInput = deleteAnalysisInput;

/**
 * Public IPFS gateways the spec's error banner offers as alternatives (spec §8): the ones the server
 * reads kept files through, first to last. Never the provider's own gateway or any credential.
 */
export const publicGatewaysResponse = z.object({ gateways: z.array(z.url({ protocol: /^https$/ })) });
