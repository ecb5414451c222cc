import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { formatPath } from '@giftfront/domain/validation';
import { DomainError, type DomainErrorKind } from '../lib/domain-errors.ts';

/** The one place a refusal's kind becomes a status code (decision 0181). */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  'payment-refused': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  unprocessable: 422,
  'too-many': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

/** Every error leaves as `{ message }` with the right status; bad input is a 4xx, never a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
      if (error instanceof DomainError) {
        return reply.status(STATUS_OF_KIND[error.kind]).send({ ...error.body, message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'request';
        const problems = error.validation.map((issue) => {
          const p = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
          const path = formatPath(p.map((k) => (/^\d+$/.test(k) ? Number(k) : k)));
          return `${where}${path === '(root)' ? '' : `.${path}`}: ${issue.message}`;
        });
        return reply.status(400).send({ message: problems.join('; ') });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ message: 'Internal Server Error' });
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: 'Internal Server Error' });
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their message.
      return reply.status(status).send({ message: error.message });
    });
  },
  { name: 'errors' },
);

const ROUTING_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it holds a broken %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long (at most 100 characters).',
};

/** Errors Fastify raises before a route is chosen get the same `{ message }` body as the rest, without echoing the address. */
export function answerRoutingError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .header('x-request-id', request.id)
    .send({ message: ROUTING_MESSAGES[error.code] ?? 'The address is not valid.' });
}

/**
 * Node's own refusals, before any route (a request that took too long to arrive, headers too
 * large, bytes that are not HTTP), answered with the same `{ message }` body, then the socket
 * is closed: a slow client holds it no longer than the request timeout.
 */
export function answerClientError(timeoutSeconds: number) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [
            408,
            `The request took too long to arrive (at most ${timeoutSeconds} ${timeoutSeconds === 1 ? 'second' : 'seconds'}).`,
          ]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large.']
          : [400, 'The request is not valid HTTP.'];
    const body = JSON.stringify({ message });
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    socket.destroy(error);
  };
}
