import fp from 'fastify-plugin';
import { formatPath } from '@giftfront/domain/validation';
import { badRequest } from '../lib/http-errors.ts';

const NUL = '\u0000';

/** The path of the first string (value or key) holding a NUL character, or null. */
export function findNulCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '\\u0000')];
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export const nulCharacterMessage = (where: string, path: (string | number)[]) => {
  const field = formatPath(path);
  return `${where}${field === '(root)' ? '' : `.${field}`}: must not contain NUL characters`;
};

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, so a body or query holding one
 * would fail deep inside a write. It is refused here, up front, naming the field. Path
 * parameters are left to each route (gift card codes answer every malformed code alike).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [['querystring', request.query], ['body', request.body]] as const) {
        const path = findNulCharacter(value);
        if (path) throw badRequest(nulCharacterMessage(where, path));
      }
    });
  },
  { name: 'refuse-nul-characters' },
);
