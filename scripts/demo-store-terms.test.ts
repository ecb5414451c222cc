import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shipped demo stores say in each product's terms what its validity issues: 'Valid for 6
 * months' in the terms and a card dated six months on, or 'Never expires' and no date.
 */
const storesDir = path.resolve(import.meta.dirname, '../stores');
const storeFiles = fs.readdirSync(storesDir).filter((name) => name.endsWith('.json'));

interface FileProduct {
  slug: string;
  terms?: string;
  validityMonths?: number | null;
}

/** The months a product's terms promise: null for 'never expires', undefined when they say nothing. */
function monthsInTerms(terms: string): number | null | undefined {
  if (/never expires|does not expire/i.test(terms)) return null;
  const match = /valid for (\d+) (year|month)s?/i.exec(terms);
  if (!match) return undefined;
  return Number(match[1]) * (match[2]!.toLowerCase() === 'year' ? 12 : 1);
}

describe.each(storeFiles)('the demo store %s', (file) => {
  const store = JSON.parse(fs.readFileSync(path.join(storesDir, file), 'utf8')) as {
    giftCardExpiry?: { months: number | null };
    products?: FileProduct[];
  };
  const storeMonths = store.giftCardExpiry?.months ?? null;

  it.each((store.products ?? []).map((p) => [p.slug, p] as const))(
    'issues %s cards with the validity its terms state',
    (_slug, product) => {
      const promised = monthsInTerms(product.terms ?? '');
      if (promised === undefined) return;
      expect(product.validityMonths ?? storeMonths).toBe(promised);
    },
  );
});
