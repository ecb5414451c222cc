import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('keeps only the last four characters of a code in a lookup URL', () => {
    expect(redactUrl('/GiftCard/GetByCode/ABCD-EFGH-JKLM-NPQR')).toBe('/GiftCard/GetByCode/…NPQR');
    expect(redactUrl('/api/Payment/GetGiftCardByCode/abcd%20efgh?x=1')).toBe('/api/Payment/GetGiftCardByCode/…efgh?x=1');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/Store/Products?type=GiftCard')).toBe('/api/Store/Products?type=GiftCard');
  });
});
