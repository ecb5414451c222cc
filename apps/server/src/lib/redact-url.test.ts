import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('keeps only the last four characters of a code in a lookup URL', () => {
    expect(redactUrl('/GiftCard/GetByCode/ABCD-EFGH-JKLM-NPQR')).toBe('/GiftCard/GetByCode/…NPQR');
    expect(redactUrl('/api/Payment/GetGiftCardByCode/abcd%20efgh?x=1')).toBe(
      '/api/Payment/GetGiftCardByCode/…efgh?x=1',
    );
  });

  it("keeps only the last four characters of a code in the POS API's paths", () => {
    expect(redactUrl('/api/v1/gift-cards/ABCD-EFGH-JKLM-NPQR')).toBe('/api/v1/gift-cards/…NPQR');
    expect(redactUrl('/api/v1/gift-cards/abcdefghjklmnpqr/redemptions')).toBe('/api/v1/gift-cards/…npqr/redemptions');
  });

  it("keeps only the last four characters of the dashboard's gift card search, which may be a whole code", () => {
    expect(redactUrl('/api/admin/gift-cards?query=GFDEMO24681357ABCD')).toBe('/api/admin/gift-cards?query=…ABCD');
    expect(redactUrl('/api/admin/gift-cards?status=Active&query=GFDEMO-2468-1357-ABCD&page=2')).toBe(
      '/api/admin/gift-cards?status=Active&query=…ABCD&page=2',
    );
    expect(redactUrl('/api/admin/gift-cards?status=Active')).toBe('/api/admin/gift-cards?status=Active');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/Store/Products?type=GiftCard')).toBe('/api/Store/Products?type=GiftCard');
  });

  it('drops the client secret and keeps four characters of the intent id on the confirmation page', () => {
    const url =
      '/confirmation?payment_intent=pi_3PqRsTuVwXyZ1234&payment_intent_client_secret=pi_3PqRsTuVwXyZ1234_secret_AbCdEfGh&redirect_status=succeeded';
    const redacted = redactUrl(url);
    expect(redacted).toBe(
      '/confirmation?payment_intent=…1234&payment_intent_client_secret=[redacted]&redirect_status=succeeded',
    );
    expect(redacted).not.toContain('PqRsTuVwXyZ');
    expect(redacted).not.toContain('secret_');
  });

  it('redacts the payment intent id of GetOrderDetails and the token of an order link', () => {
    expect(redactUrl('/api/Payment/GetOrderDetails?paymentIntentId=pi_sb_abcdefghijklmnop')).toBe(
      '/api/Payment/GetOrderDetails?paymentIntentId=…mnop',
    );
    expect(redactUrl('/api/Payment/OpenOrder?paymentIntentId=pi_sb_abcdefghijklmnop&token=s3cr3t-t0ken')).toBe(
      '/api/Payment/OpenOrder?paymentIntentId=…mnop&token=[redacted]',
    );
  });

  it('keeps only the last four characters of the card id of a gift card page', () => {
    const id = '5b0c7a52-93c1-4a55-9e52-2f0f2d7a3f10';
    expect(redactUrl(`/GiftCard/Preview/${id}`)).toBe('/GiftCard/Preview/…3f10');
    expect(redactUrl(`/GiftCard/Pdf/${id}?paper=a4`)).toBe('/GiftCard/Pdf/…3f10?paper=a4');
    expect(redactUrl(`/GiftCard/GiftedPreview/${id}`)).toBe('/GiftCard/GiftedPreview/…3f10');
  });

  it('redacts every occurrence inside a log message', () => {
    expect(
      redactUrl(
        'Route GET:/order-confirmation?payment_intent=pi_abcdef1234&payment_intent_client_secret=xyz not found',
      ),
    ).toBe('Route GET:/order-confirmation?payment_intent=…1234&payment_intent_client_secret=[redacted] not found');
  });
});
