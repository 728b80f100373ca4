import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { type Request, type Response, Router } from 'express';
import type { TimelineAnalysis, UploadStreamEvent } from '../../../shared/contracts/timeline';
import { releaseRequestBody } from '../../app/release-body';
import { AppError } from '../../errors/app-error';
import { toAppError } from '../../errors/to-app-error';
import type { Services } from '../../services';
import { resolveAuth } from '../auth';
import { analyzeUpload, type UploadProgress } from './analyze-upload';

const WRONG_TYPE = 'Please select a valid JSON or TXT file from Google Takeout'; // spec §5
const NO_FILE = 'Please select a file first.'; // spec §5

/**
 * spec §7 POST /api/upload: multipart with the field `file` (and optional `keepFile=true`). The
 * file streams straight into the analyzer. With `Accept: application/x-ndjson` the answer is a
 * stream of progress lines ending in the result (uploadStreamEventSchema); otherwise one JSON reply.
 * A refusal goes through the error handler, which also frees the connection from the unread body.
 */
export function uploadRestRoutes(services: Services): Router {
  const routes = Router();
  routes.post('/api/upload', async (req, res, next) => {
    try {
      const auth = await resolveAuth(services, req.headers);
      if (!auth) throw new AppError('UNAUTHORIZED', 'Please sign in to upload your timeline.');
      if (!req.headers['content-type']?.startsWith('multipart/form-data')) throw new AppError('BAD_REQUEST', NO_FILE);
      const send = req.headers.accept?.includes('application/x-ndjson') ? ndjsonWriter(res) : undefined;
      try {
        const analysis = await receive(services, req, auth.user.id, (stage, percent) =>
          send?.({ type: 'progress', stage, percent }),
        );
        if (send) {
          send({ type: 'result', analysis });
          res.end();
        } else res.json({ success: true, analysis });
      } catch (error) {
        if (!send) throw error;
        const appError = toAppError(error);
        if (appError.status >= 500) services.logger.error({ err: error }, 'upload failed');
        releaseRequestBody(req);
        send({ type: 'error', error: appError.message, code: appError.code });
        res.end();
      }
    } catch (error) {
      next(error);
    }
  });
  return routes;
}

function ndjsonWriter(res: Response) {
  let started = false;
  return (event: UploadStreamEvent) => {
    if (!started) {
      res.status(200).setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      started = true;
    }
    res.write(`${JSON.stringify(event)}\n`);
  };
}

function receive(
  services: Services,
  req: Request,
  userId: string,
  progress: UploadProgress,
): Promise<TimelineAnalysis> {
  const { maxBytes } = services.config.uploads;
  return new Promise((resolve, reject) => {
    let keepFile = false;
    let handled = false;
    const parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 4, fieldSize: 64 } });
    parser.on('field', (name, value) => {
      if (name === 'keepFile') keepFile = value === 'true';
    });
    parser.on('file', (name, stream: Readable & { truncated?: boolean }, info) => {
      if (name !== 'file' || handled) {
        stream.resume();
        return;
      }
      handled = true;
      if (!/\.(json|txt)$/i.test(info.filename ?? '')) {
        stream.resume();
        reject(new AppError('BAD_REQUEST', WRONG_TYPE));
        return;
      }
      stream.on('limit', () => {
        const mb = Math.round(maxBytes / 1024 / 1024);
        stream.destroy(new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the upload limit of ${mb} MB.`));
      });
      const total = Number(req.headers['content-length']) || null;
      const fileName = info.filename ?? 'timeline.json';
      analyzeUpload(services, { userId, fileName, stream, totalBytes: total, keepFile }, progress).then(
        resolve,
        reject,
      );
    });
    parser.on('error', (error) =>
      reject(new AppError('BAD_REQUEST', `The upload could not be read: ${(error as Error).message}`)),
    );
    parser.on('close', () => {
      if (!handled) reject(new AppError('BAD_REQUEST', NO_FILE));
    });
    req.pipe(parser);
  });
}
