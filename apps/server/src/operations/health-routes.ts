import type { FastifyInstance } from 'fastify';
import { schemaState, type Database } from '../db/database.ts';

/**
 * GET /healthz: the process answers. GET /readyz: the database answers and its schema is
 * the one this code migrates to (503 otherwise), with the version and the schema's
 * newest migration. Both without authentication, cheap enough for a load balancer to ask
 * every second, and logged only when something is wrong.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, version: string): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      const schema = await schemaState(database.db);
      const ready = schema.pending.length === 0;
      if (!ready) request.log.warn({ pending: schema.pending }, 'not ready: migrations pending');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'migrations pending',
        version,
        schema: schema.latest,
        pending: schema.pending,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ status: 'database unavailable', version });
    }
  });
}
