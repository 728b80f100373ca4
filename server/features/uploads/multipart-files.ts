import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '../../errors/app-error';

/** One `file` field of the upload, in the order the client sent them. */
export interface UploadPart {
  fileName: string;
  stream: Readable;
}

/**
 * Enough for every Semantic Location History month of twenty years and more, while bounding the
 * work one request can ask for. More files than this can travel as one .zip.
 */
export const MAX_FILES = 300;

export const tooLarge = (maxBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than the upload limit of ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  );

/**
 * The `file` fields of a multipart request, one at a time: the next part is yielded only when the
 * caller asks for it, and a part's stream is read by the caller, so the request is never read
 * faster than it is analysed (backpressure from the analyzer to the socket). Other fields go to
 * `onField` as they come; the client sends them before the files.
 */
export async function* multipartFiles(
  req: IncomingMessage,
  options: {
    maxBytes: number;
    onField(name: string, value: string): void;
    /** Aborted (with an AppError as its reason) to stop reading: the body stalled. */
    signal?: AbortSignal;
  },
): AsyncGenerator<UploadPart> {
  const queue: UploadPart[] = [];
  const streams: Readable[] = [];
  let done = false;
  let failure: AppError | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const parser = busboy({
    headers: req.headers,
    // Browsers send file names as raw UTF-8; busboy's default (latin1) would turn "März" into "MÃ¤rz".
    defParamCharset: 'utf8',
    limits: { files: MAX_FILES, fileSize: options.maxBytes, fields: 4, fieldSize: 64 },
  });
  parser.on('field', options.onField);
  parser.on('file', (name, stream: Readable, info) => {
    if (name !== 'file') {
      stream.resume();
      return;
    }
    stream.on('limit', () => stream.destroy(tooLarge(options.maxBytes)));
    streams.push(stream);
    queue.push({ fileName: info.filename ?? '', stream });
    notify();
  });
  parser.on('filesLimit', () => {
    failure ??= new AppError(
      'BAD_REQUEST',
      `Choose at most ${MAX_FILES} files at once, or upload the .zip of your Semantic Location History folder.`,
    );
    notify();
  });
  parser.on('error', (error) => {
    failure ??= new AppError('BAD_REQUEST', `The upload could not be read: ${(error as Error).message}`);
    notify();
  });
  parser.on('close', () => {
    done = true;
    notify();
  });
  // Without the rest of the body the files never end: the part being read fails, so the analysis
  // stops and cleans up instead of waiting for ever.
  const stop = (error: AppError) => {
    failure ??= error;
    req.unpipe(parser);
    for (const stream of streams) if (!stream.destroyed) stream.destroy(failure);
    notify();
  };
  const onAbort = () => stop(options.signal?.reason instanceof AppError ? options.signal.reason : interrupted());
  const onClose = () => {
    if (!req.complete) stop(interrupted());
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  req.once('close', onClose);
  req.pipe(parser);
  try {
    for (;;) {
      if (failure) throw failure;
      const part = queue.shift();
      if (part) yield part;
      else if (done) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    req.off('close', onClose);
    // An upload abandoned half-way (a refused file): parts nobody will read must not hold the parser.
    for (const part of queue) part.stream.resume();
  }
}

const interrupted = () => new AppError('BAD_REQUEST', 'The upload was interrupted before the whole file arrived.');
