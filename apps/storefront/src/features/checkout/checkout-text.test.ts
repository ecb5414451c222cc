import { describe, expect, it } from 'vitest';
import { checkoutText } from './checkout-text';

describe('checkoutText', () => {
  it('keeps the storefront defaults without overrides', () => {
    const text = checkoutText(null);
    expect([text.firstNameLabel, text.yourDetailsTitle, text.payButton]).toEqual([
      'First name',
      'Your Details',
      'Pay now',
    ]);
  });

  it("takes the store's labels, placeholders and button text", () => {
    const text = checkoutText({
      emailPlaceholder: 'you@northwind.example',
      payButton: 'Complete purchase',
      marketingOptInLabel: 'Send me news',
    });
    expect([text.emailPlaceholder, text.payButton, text.marketingOptInLabel]).toEqual([
      'you@northwind.example',
      'Complete purchase',
      'Send me news',
    ]);
  });

  it('ignores blank overrides and keys the checkout does not use', () => {
    const text = checkoutText({ cityLabel: '  ', unknownKey: 'x' });
    expect(text.cityLabel).toBe('City');
    expect(text).not.toHaveProperty('unknownKey');
  });
});
