import type { RequestHandler } from 'express';
import { keptFileInput } from '../../../shared/contracts/timeline';
import { AppError } from '../../errors/app-error';
import type { Services } from '../../services';
import { resolveAuth } from '../auth';
import { readKeptFile } from './read-kept-file';

/**
 * GET /api/timeline/analyses/:id/file: the person's kept file, decrypted by the server and sent as an
 * attachment under its original name. REST, because a file body does not fit tRPC's JSON; the session
 * (cookie or bearer token) decides whose analyses can be found. (A raw route: server/app/rest/raw-routes.ts.)
 */
export function downloadKeptFile(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const auth = await resolveAuth(services, req.headers);
      if (!auth) throw new AppError('UNAUTHORIZED', 'Please sign in to download your file.');
      const { id } = keptFileInput.parse({ id: req.params.id });
      const { name, bytes } = await readKeptFile(services, { userId: auth.user.id, analysisId: id });
      res.setHeader('Cache-Control', 'no-store');
      res.attachment(name); // Content-Disposition (with filename* for any name) and a type from the extension
      res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      next(error);
    }
  };
}
