import type { FastifyInstance } from 'fastify';

/**
 * GET /api/openapi.json: the protocol's OpenAPI document, made at its first request (so that
 * neither zod-openapi nor the work of making it slows a server's start) and kept as text.
 */
export function registerOpenApiRoute(app: FastifyInstance, serverVersion: string): void {
  let document: Promise<string> | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= import('./openapi-document.ts')
      .then(({ openApiDocument }) => JSON.stringify(openApiDocument(serverVersion)))
      .catch((error: unknown) => {
        document = undefined;
        throw error;
      });
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await document);
  });
}
