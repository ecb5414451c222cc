import type { z } from 'zod';

/** Formats an issue path as JSON-ish: products[2].denominations[0].price */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** Readable messages for zod's own issues; schema-specific messages pass through unchanged. */
export const readableIssue: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is required';
    return `expected ${article(String(issue.expected))}`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return undefined;
};

export interface IssueLine {
  path: string;
  message: string;
}

export function listIssues(error: z.core.$ZodError): IssueLine[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

/** One line per problem: `products[2].denominations[0].price: expected a number`. */
export function describeIssues(error: z.core.$ZodError): string[] {
  return listIssues(error).map(({ path, message }) => `${path}: ${message}`);
}
