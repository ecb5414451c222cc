import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every answer the dashboard reads goes through its domain schema or codec, `parsed(schema)` or
 * `parsedInCurrency(codec, …)` (decision 0190): an answer of another shape becomes an error with a
 * sentence, not a page that reads fields that are not there. The client's calls take no type
 * argument (tsc refuses one); this test also catches the other ways of stating an answer's type.
 */
const src = path.resolve(import.meta.dirname, '..');
const CALL = String.raw`\bapi(?:Get|Post|Put|Patch|Delete|Request)`;
const UNCHECKED_ANSWERS: Array<[string, RegExp]> = [
  ['a call typed with its answer', new RegExp(`${CALL}\\s*<`)],
  ['an answer cast', new RegExp(`await\\s+${CALL}\\([^;]*?\\)\\s*\\)?\\s*as\\s+(?!const\\b)`)],
  [
    'an answer read by a parse that throws zod errors',
    new RegExp(`(?:\\.parse|z\\.decode|decodeInNamedCurrency)\\([^;]*?await\\s+${CALL}\\(`),
  ],
];

export function uncheckedAnswersIn(text: string): string[] {
  return UNCHECKED_ANSWERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the dashboard's answers", () => {
  it('recognises an unchecked answer in its usual forms', () => {
    expect(uncheckedAnswersIn("apiGet <OrderPage>('/api/admin/orders', signal)")).toEqual([
      'a call typed with its answer',
    ]);
    expect(uncheckedAnswersIn('apiPost <void>(`/api/admin/orders/${id}/review`, body)')).toEqual([
      'a call typed with its answer',
    ]);
    expect(uncheckedAnswersIn("const page = (await apiGet('/api/admin/orders', signal)) as OrderPage;")).toEqual([
      'an answer cast',
    ]);
    expect(uncheckedAnswersIn("buyerCardsSchema.parse(await apiGet('/api/admin/orders/o1/buyer-cards'))")).toEqual([
      'an answer read by a parse that throws zod errors',
    ]);
    expect(
      uncheckedAnswersIn("decodeInNamedCurrency(storeSummaryCodec, await apiGet('/api/admin/summary'), 'currency')"),
    ).toEqual(['an answer read by a parse that throws zod errors']);
    expect(uncheckedAnswersIn("apiGet('/api/admin/orders', signal).then(parsed(orderPageSchema))")).toEqual([]);
    expect(uncheckedAnswersIn('apiDelete(`/api/admin/staff/${id}`)')).toEqual([]);
  });

  it('are each read by their schema, in every file of apps/dashboard/src', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      uncheckedAnswersIn(fs.readFileSync(file, 'utf8')).map((what) => `${path.relative(src, file)}: ${what}`),
    );
    expect(found).toEqual([]);
  });
});
