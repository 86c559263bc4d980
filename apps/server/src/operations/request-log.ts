import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { destination } from 'pino';
import { callRecordOf } from '../http/call-record.ts';

/** Where the log lines go, when not to standard output (a test reads them). */
export interface LogStream {
  write(line: string): void;
}

const EMAIL = /[^\s@"'<>()[\]{}:;,]+@[^\s@"'<>()[\]{}:;,]+\.[^\s@"'<>()[\]{}:;,]+/g;

/**
 * An error as the log tells it: its kind, code and message with any email address masked,
 * and its stack; never the driver's `detail` or parameters, which can hold a login, an
 * email address or an answer.
 */
export function loggedError(error: Error): { type: string; message: string; stack: string; code?: string | number } {
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: String(error.message).replace(EMAIL, '<email>'),
    stack: (error.stack ?? '').replace(EMAIL, '<email>'),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
  };
}

/**
 * Fastify's logger as Palate runs it: JSON lines by pino at LOG_LEVEL, the request id from
 * the proxy's X-Request-Id when it sends one, and none of Fastify's own request lines
 * (they carry the URL, which may hold a link's code): registerRequestLog writes one line a
 * request instead. Standard output is written asynchronously: a busy server's lines leave in
 * one write per turn of the event loop rather than a blocking write each, and a quiet
 * server's at once; pino flushes what is left when the process exits (a kill -9 may lose the
 * last lines, never an answer).
 */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      serializers: { err: loggedError },
      ...(stream || level !== 'silent' ? { stream: stream ?? destination({ dest: 1, sync: false }) } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
  };
}

/**
 * One line per request: its id, method, the route (never the URL), the call path and its
 * errorType, the status and the time taken. Probes (logLevel warn on their route) are left
 * out at info level. No body is logged: tokens, passwords and answers travel there.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Below info (the default, warn) the hook would only build lines nobody writes.
  if (!(app.log as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('info')) return;
  app.addHook('onResponse', async (request, reply) => {
    const record = callRecordOf(request);
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        ...(record ? { call: record.path, errorType: record.errorType } : {}),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
