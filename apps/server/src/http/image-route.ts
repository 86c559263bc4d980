import type { FastifyInstance } from 'fastify';
import { CallError, ErrorCode } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import { readImage } from '../accounts/images.service.ts';
import { languageOf } from './language.ts';
import { errorMessage } from './messages.ts';

/** GET /ws/fzRun.dll/img?nm={name}: the pictures that info controls show (uploaded, or from the image folder). */
export function registerImageRoute(app: FastifyInstance, db: Db, imageDir: string | undefined): void {
  app.get('/ws/fzRun.dll/img', async (request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const { nm } = request.query as { nm?: unknown };
    try {
      const image = typeof nm === 'string' ? await readImage(db, imageDir, nm) : undefined;
      if (!image) {
        return reply
          .code(404)
          .send({ errorType: ErrorCode.unknownCall, errorMsg: errorMessage(ErrorCode.unknownCall, language) });
      }
      // An SVG could carry script: it is only ever shown as a picture, never as a page.
      return reply
        .header('content-type', image.contentType)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'public, max-age=3600')
        .send(image.body);
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      const status = error.code === ErrorCode.fileTypeNotAllowed ? 415 : 400;
      return reply.code(status).send({ errorType: error.code, errorMsg: errorMessage(error.code, language) });
    }
  });
}
