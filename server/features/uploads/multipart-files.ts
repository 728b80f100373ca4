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
  options: { maxBytes: number; onField(name: string, value: string): void },
): AsyncGenerator<UploadPart> {
  const queue: UploadPart[] = [];
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
    // An upload abandoned half-way (a refused file): parts nobody will read must not hold the parser.
    for (const part of queue) part.stream.resume();
  }
}
