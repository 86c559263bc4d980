import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ErrorCode } from '@palate/protocol';
import type { Database } from './db/database.ts';
import { appPageFor } from './http/app-page.ts';
import { languageOf } from './http/language.ts';
import { errorMessage } from './http/messages.ts';
import { registerCustomAssetRoute } from './http/custom-asset-route.ts';
import { registerImageRoute } from './http/image-route.ts';
import { registerUnsubscribeRoute } from './http/unsubscribe-route.ts';
import { registerOpenApiRoute } from './http/openapi-route.ts';
import { createCallLimiter } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWsRoutes } from './http/ws-routes.ts';
import { allowListOf, LOOPBACK_ONLY } from './operations/address-allow-list.ts';
import { registerHealthRoutes } from './operations/health-routes.ts';
import { registerMetrics } from './operations/metrics.ts';
import { loggerOptions, registerRequestLog, type LogStream } from './operations/request-log.ts';
import { useMailSettings } from './outreach/mail/mail-settings.ts';
import type { ServerSettings } from './shared/context.ts';
import { SERVER_VERSION } from './version.ts';

export interface AppOptions {
  database: Database;
  settings: ServerSettings;
  /** The built web client; when absent the server answers the API only. */
  webRoot?: string;
  /** The built leaders' console, served under /console/; when absent, not served. */
  consoleRoot?: string;
  /** The administrator's custom folder, served at /custom/; a missing folder serves nothing. */
  customDir?: string;
  logLevel?: string;
  /** Proxies trusted to name the client in X-Forwarded-For (TRUST_PROXY); none when absent. */
  trustProxy?: readonly string[];
  /** Addresses and CIDR ranges that may read /metrics (METRICS_ALLOW); loopback only when absent. */
  metricsAllow?: readonly string[];
  /** Calls counted and timed for GET /metrics (METRICS); on when absent. */
  metrics?: boolean;
  /** The log's destination; standard output when absent. */
  logStream?: LogStream;
  now?: () => number;
  /** The folder of pictures served by GET /ws/fzRun.dll/img beside the uploaded ones. */
  imageDir?: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options.logLevel ?? 'silent', options.logStream),
    bodyLimit: 1024 * 1024,
    ...(options.trustProxy?.length ? { trustProxy: [...options.trustProxy] } : {}),
  });

  registerSecurityHeaders(app);
  registerRequestLog(app);
  registerHealthRoutes(app, options.database, SERVER_VERSION);
  if (options.metrics !== false) {
    registerMetrics(app, options.database, allowListOf(options.metricsAllow ?? LOOPBACK_ONLY));
  }

  // Malformed JSON and other transport faults still get the protocol's envelope.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const code = status === 500 ? ErrorCode.internalError : ErrorCode.invalidRequest;
    return reply.code(status).send({ errorType: code, errorMsg: errorMessage(code, language) });
  });

  // queueMail, deep in other domains' work, finds from the database whether this server sends email.
  useMailSettings(options.database.db, options.settings.mail ?? undefined);
  registerWsRoutes(app, {
    limitCall: createCallLimiter(options.database.db, options.settings.rateLimits),
    db: options.database.db,
    settings: options.settings,
    system: { serverVersion: SERVER_VERSION, describeDatabase: options.database.describe },
    ...(options.now ? { now: options.now } : {}),
  });

  registerImageRoute(app, options.database.db, options.imageDir);
  registerUnsubscribeRoute(app, options.database.db, options.now);
  registerOpenApiRoute(app, SERVER_VERSION);

  const webRoot = options.webRoot && existsSync(options.webRoot) ? options.webRoot : undefined;
  const consoleRoot = options.consoleRoot && existsSync(options.consoleRoot) ? options.consoleRoot : undefined;
  const builtApp = {
    // The web build writes a brotli and a gzip copy of each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    // Built assets carry a content hash in their name, so they never change; the
    // page itself must be fetched anew so that a new build is picked up. The
    // plugin's own cache-control (max-age=0) would overwrite these.
    cacheControl: false,
    setHeaders: (response: { setHeader(name: string, value: string): unknown }, path: string) => {
      response.setHeader('vary', 'accept-encoding');
      response.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
  if (webRoot) await app.register(fastifyStatic, { root: webRoot, ...builtApp });
  // The app's page, with the address's texts preloaded: at "/" and at every client route below.
  const appPage = webRoot ? appPageFor(webRoot) : undefined;
  const sendAppPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!appPage) return reply.sendFile('index.html');
    const { body, encoding } = appPage(request.url, request.headers['accept-encoding'] ?? '');
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  };
  if (appPage) app.get('/', sendAppPage);
  if (consoleRoot) {
    // Another app with its own page and bundle: a judge's path never loads any of it.
    await app.register(fastifyStatic, {
      root: consoleRoot,
      prefix: '/console/',
      decorateReply: !webRoot,
      ...builtApp,
    });
    app.get('/console', (_request, reply) => reply.redirect('/console/'));
  }

  registerCustomAssetRoute(app, options.database.db);
  const customDir = options.customDir && existsSync(options.customDir) ? options.customDir : undefined;
  if (customDir) {
    await app.register(fastifyStatic, {
      root: customDir,
      prefix: '/custom/',
      decorateReply: false,
      // An administrator may replace a file at any time: always check it is still current.
      setHeaders: (response) => response.setHeader('cache-control', 'no-cache'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/ws/')) {
      const language = languageOf(request.headers['accept-language']);
      return reply
        .code(404)
        .send({ errorType: ErrorCode.unknownCall, errorMsg: errorMessage(ErrorCode.unknownCall, language) });
    }
    // Every client route (home, sess/…, fr/home…) is the single-page app, and the console's
    // under /console/ its own. A missing asset or custom file is a plain 404, so that the
    // app carries on without it.
    if (request.method === 'GET' && request.url.startsWith('/console/')) {
      if (consoleRoot && !request.url.startsWith('/console/assets/')) return reply.sendFile('index.html', consoleRoot);
    } else if (webRoot && request.method === 'GET' && !/^\/(assets|custom)\//.test(request.url))
      return sendAppPage(request, reply);
    return reply.code(404).send('Not found');
  });

  return app;
}
