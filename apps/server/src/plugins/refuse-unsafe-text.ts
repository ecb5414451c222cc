import fp from 'fastify-plugin';
import { formatPath } from '@giftfront/domain/validation';
import { invalid } from '../lib/domain-errors.ts';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

type Path = (string | number)[];
export interface UnsafeText {
  path: Path;
  problem: string;
}

/**
 * Why a string cannot be stored, or null. PostgreSQL keeps neither a NUL character nor a lone
 * UTF-16 surrogate (half of a character, which JSON can spell as "\ud800") in text or jsonb.
 */
function textProblem(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain NUL characters';
  if (text.search(LONE_SURROGATE) !== -1) return 'must not contain broken characters (an unpaired UTF-16 surrogate)';
  return null;
}

const keyInPath = (key: string) => key.replaceAll(NUL, '\\u0000').replace(LONE_SURROGATE, '\uFFFD');

/**
 * The first string (value or key, depth first) that cannot be stored, with its path. Walked
 * with a stack of its own, not by recursion, so no input can overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeText | null {
  const stack: { value: unknown; path: Path }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { path, problem };
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1)
        stack.push({ value: item[index], path: [...path, index] });
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const problem = textProblem(key);
        if (problem) return { path: [...path, keyInPath(key)], problem };
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

export const unsafeTextMessage = (where: string, { path, problem }: UnsafeText) => {
  const field = formatPath(path);
  return `${where}${field === '(root)' ? '' : `.${field}`}: ${problem}`;
};

/**
 * A body or query holding text PostgreSQL cannot store would fail deep inside a write (a 500).
 * It is refused here, up front, naming the field. Path parameters are left to each route (gift
 * card codes answer every malformed code alike).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const unsafe = findUnsafeText(value);
        if (unsafe) throw invalid(unsafeTextMessage(where, unsafe));
      }
    });
  },
  { name: 'refuse-unsafe-text' },
);
