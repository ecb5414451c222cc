import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One JSON answer serialised once, compressed once in each encoding a browser takes, with its validator. */
export interface EncodedJson {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serialises and compresses a value for answering it many times: the catalogue's hottest reads
 * would otherwise stringify and brotli the same bytes on every request. Compression runs off
 * the event loop (zlib's thread pool), at full quality since it is done once per cache period.
 */
export async function encodeJson(value: unknown): Promise<EncodedJson> {
  const identity = Buffer.from(JSON.stringify(value));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: 9 }),
  ]);
  // Weak: the brotli, gzip and plain bodies are the same representation (RFC 9110 §8.8.1).
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, br, gzip: gz };
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || `W/${candidate}` === etag;
  });

/**
 * Answers an encoded body: 304 when the client holds it already (If-None-Match), else the
 * encoding it asked for. A Content-Encoding set here tells @fastify/compress to leave it alone.
 */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson): FastifyReply {
  // A vary the route set already (the shopper's language) is kept beside the encoding's.
  const vary = [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', ');
  reply.header('etag', body.etag).header('vary', vary).header('cache-control', 'no-cache');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '') as 'br' | 'gzip' | null;
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}
