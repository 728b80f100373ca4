import type { Request, RequestHandler, Response } from 'express';
import type { NotKept, TimelineAnalysis, UploadStreamEvent } from '../../../shared/contracts/timeline';
import { AppError } from '../../errors/app-error';
import { toAppError } from '../../errors/to-app-error';
import { bodyStalledError, watchBodyIdle } from '../../lib/body-idle';
import { rateLimitKey } from '../../lib/client-address';
import { enforceRateLimits } from '../../lib/enforce-rate-limit';
import { releaseRequestBody } from '../../lib/release-body';
import type { Services } from '../../services';
import { resolveAuth } from '../auth';
import { requireTimelineConsent } from '../privacy';
import { analyzeUpload, type UploadEventSink } from './analyze-upload';
import { multipartFiles } from './multipart-files';

const NO_FILE = 'Please select a file first.'; // spec §5

/**
 * spec §7 POST /api/upload: multipart with one or more `file` fields (.json, .txt or .zip) and an
 * optional `keepFile=true`; all of them make one analysis. The files stream straight into the
 * analyzer. With `Accept: application/x-ndjson` the answer is a stream of progress lines ending in
 * the result (uploadStreamEventSchema); otherwise one JSON reply. A refusal goes through the error
 * handler, which also frees the connection from the unread body. (A raw route: server/app/rest/raw-routes.ts.)
 */
export function uploadTimeline(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const auth = await resolveAuth(services, req.headers);
      if (!auth) throw new AppError('UNAUTHORIZED', 'Please sign in to upload your timeline.');
      if (!req.headers['content-type']?.startsWith('multipart/form-data')) throw new AppError('BAD_REQUEST', NO_FILE);
      // The person read the notice and agreed (docs/privacy.md): nothing of the file is read before.
      await requireTimelineConsent(services.db, auth.user.id);
      await enforceUploadLimits(services, auth.user.id, req.ip ?? req.socket.remoteAddress ?? 'unknown');
      const send = req.headers.accept?.includes('application/x-ndjson') ? ndjsonWriter(res) : undefined;
      // A body that stops arriving stops the analysis (nothing is stored) and closes the connection.
      const { bodyIdleMs } = services.config.timeouts;
      const stalled = new AbortController();
      const stopWatching = watchBodyIdle(req, bodyIdleMs, () => {
        if (res.headersSent) res.once('finish', () => req.socket.destroy());
        else res.setHeader('Connection', 'close');
        stalled.abort(bodyStalledError(bodyIdleMs, 'The upload'));
      });
      try {
        const { analysis, notKept } = await receive(
          services,
          req,
          { userId: auth.user.id, signal: stalled.signal },
          (event) => send?.(event),
        );
        if (send) {
          send({ type: 'result', analysis });
          res.end();
        } else res.json(notKept ? { success: true, analysis, notKept } : { success: true, analysis });
      } catch (error) {
        if (!send) throw error;
        const appError = toAppError(error);
        if (appError.status >= 500) services.logger.error({ err: error }, 'upload failed');
        releaseRequestBody(req);
        send({ type: 'error', error: appError.message, code: appError.code });
        res.end();
      } finally {
        stopWatching();
      }
    } catch (error) {
      next(error);
    }
  };
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

/**
 * Per person, then per address (TRUST_PROXY aware), counted in the database across instances, in
 * one round trip; an upload the person's own limit refuses does not count against the address.
 */
async function enforceUploadLimits(services: Services, userId: string, ip: string): Promise<void> {
  const { uploadsPerUser, uploadsPerIp } = services.config.rateLimits;
  await enforceRateLimits(services, [
    {
      name: 'uploads-user',
      rule: uploadsPerUser,
      subject: userId,
      message: (wait) => `You have uploaded several files in the last minute. Please wait ${wait} and try again.`,
    },
    {
      name: 'uploads-ip',
      rule: uploadsPerIp,
      subject: rateLimitKey(ip),
      message: (wait) => `Many uploads are coming from your network just now. Please wait ${wait} and try again.`,
    },
  ]);
}

function receive(
  services: Services,
  req: Request,
  { userId, signal }: { userId: string; signal: AbortSignal },
  send: UploadEventSink,
): Promise<{ analysis: TimelineAnalysis; notKept?: NotKept }> {
  let keepFile = false;
  const files = multipartFiles(req, {
    maxBytes: services.config.uploads.maxBytes,
    signal,
    onField: (name, value) => {
      if (name === 'keepFile') keepFile = value === 'true';
    },
  });
  const totalBytes = Number(req.headers['content-length']) || null;
  return analyzeUpload(services, { userId, files, totalBytes, isKeepAsked: () => keepFile }, send);
}
