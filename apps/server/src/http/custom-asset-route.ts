import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { findCustomAsset } from '../accounts/accounts.repository.ts';

const STORED_ASSET = /^\/custom\/(custom\.[0-9a-f]{8}\.(css|js))(?:\?.*)?$/;

/**
 * An account's custom stylesheet or script saved from the console is served from the
 * database, so that every server process serves the same one; a name with nothing stored
 * goes on to the custom folder, if any.
 */
export function registerCustomAssetRoute(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = STORED_ASSET.exec(request.url);
    if (!match) return;
    const asset = await findCustomAsset(db, match[1] as string);
    if (!asset) return;
    return (
      reply
        .header('content-type', match[2] === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8')
        // Saved again at any time from the console: always check it is still current.
        .header('cache-control', 'no-cache')
        .send(asset.content)
    );
  });
}
