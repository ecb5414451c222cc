import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * A cookie is Secure whenever the stores are public over https, not only when this request's
 * protocol says so: behind a proxy with TRUST_PROXY unset the server sees plain http although the
 * browser used https (production warns at start about that combination).
 */
export const cookieIsSecure = (request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>): boolean =>
  request.protocol === 'https' || config.PUBLIC_URL_TEMPLATE.startsWith('https://');
