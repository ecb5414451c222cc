import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { LogController, type FastifyHttpOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { redactUrl } from './lib/redact-url.ts';
import { requestIdOf } from './lib/request-id.ts';
import { answerClientError, answerRoutingError } from './plugins/errors.ts';

/**
 * Development at a terminal: readable lines (pino-pretty, a development dependency, so absent
 * from an `npm ci --omit=dev` install). Production, and any output a program reads, keeps one
 * JSON object per line.
 */
function prettyInTerminal(config: Config): { transport?: { target: string; options: Record<string, unknown> } } {
  if (config.NODE_ENV === 'production' || !process.stdout.isTTY || !installed('pino-pretty')) return {};
  return { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } };
}

function installed(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's own options, decided from the configuration: logging (request ids on every line,
 * nothing secret in a URL), the proxy hops to trust, and how long a client may take.
 */
export function serverOptions(config: Config, logStream?: DestinationStream): FastifyHttpOptions<Server> {
  const timeoutMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : prettyInTerminal(config)),
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.headers.host,
                remoteAddress: request.ip,
              }),
            },
            // Messages can quote a URL too (Fastify's "Route GET:/… not found").
            hooks: {
              logMethod(args, method) {
                method.apply(
                  this,
                  args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)) as Parameters<typeof method>,
                );
              },
            },
          },
    // The caller's X-Request-Id when it is a plain token, else a UUID (lib/request-id.ts); it
    // labels every log line of the request and goes back on the response (app.ts).
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A hop count (config.ts): the client address is what the outermost trusted proxy saw.
    // Fastify reads a bare number as "trust nothing", so the count is given as a function.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: 256 * 1024,
    // Headers and body must arrive within REQUEST_TIMEOUT_SECONDS; Node checks every second.
    requestTimeout: timeoutMs,
    http: { requestTimeout: timeoutMs, headersTimeout: timeoutMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError(config.REQUEST_TIMEOUT_SECONDS),
    return503OnClosing: true,
    frameworkErrors: answerRoutingError,
  };
}
