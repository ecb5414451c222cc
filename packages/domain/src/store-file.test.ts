import { describe, expect, it } from 'vitest';
import { storeFileSchema } from './store-file.ts';
import { describeIssues, readableIssue } from './validation.ts';

const valid = {
  slug: 'acme',
  company: { name: 'Acme' },
  products: [
    { slug: 'classic', name: 'Classic', type: 'GiftCard', denominations: [{ id: 'd1', price: 10, label: '$10' }] },
  ],
};

const problemsOf = (input: unknown) => {
  const result = storeFileSchema.safeParse(input, { error: readableIssue });
  return result.success ? [] : describeIssues(result.error);
};

describe('store file schema', () => {
  it('accepts a minimal store and fills the defaults', () => {
    const file = storeFileSchema.parse(valid);
    expect(file.currencyCode).toBe('USD');
    expect(file.status).toBe('Active');
    expect(file.payment.provider).toBe('sandbox');
    expect(file.products[0]?.quantitySold).toBe(0);
  });

  it('lists every problem by its JSON path', () => {
    const problems = problemsOf({
      ...valid,
      products: [
        valid.products[0],
        valid.products[0],
        { slug: 'x', name: 'X', type: 'GiftCard', denominations: [{ id: 'a', price: 'ten', label: 'Ten' }] },
      ],
    });
    expect(problems).toContain('products[2].denominations[0].price: Enter an amount.');
    expect(problems).toContain('products: duplicate product slug "classic"');
  });

  it('names missing fields and unknown values', () => {
    const problems = problemsOf({ slug: 'acme', company: {}, status: 'Open' });
    expect(problems).toContain('company.name: is required');
    expect(problems).toContain('status: expected one of "Active", "Inactive"');
  });

  it('refuses a percentage above 100 and an image without alt text', () => {
    const problems = problemsOf({
      ...valid,
      fees: [{ id: 'f', name: 'Fee', feeType: 'Percent', amount: 150 }],
      products: [{ ...valid.products[0], imageSrc: 'images/a.svg' }],
    });
    expect(problems).toContain('fees[0].amount: a percentage cannot exceed 100');
    expect(problems).toContain('products[0].imageAlt: alt text is required when imageSrc is set');
  });

  it('refuses unknown fields in products, so typos are caught', () => {
    expect(problemsOf({ ...valid, products: [{ ...valid.products[0], prise: 5 }] })).toEqual([
      'products[0]: unknown field "prise"',
    ]);
  });
});
