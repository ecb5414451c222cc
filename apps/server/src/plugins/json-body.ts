import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../lib/domain-errors.ts';
import { jsonNestsDeeperThan } from '../lib/json-depth.ts';

/** No request this API takes nests deeper than a few levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies: refused when nested deeper than MAX_JSON_DEPTH, judged on the text before
 * anything parses or walks it; then Fastify's own parser (with its prototype-poisoning guard).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
          done(invalid(`body: must not be nested more than ${MAX_JSON_DEPTH} levels deep`), undefined);
          return;
        }
        parseJson(request, text, done);
      },
    );
  },
  { name: 'json-body' },
);
