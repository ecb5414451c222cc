import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { paidWithSentences } from './compose-receipt-email.ts';
import { renderReceiptEmail, type ReceiptCard } from './receipt-email.ts';

const brand = {
  ...storeBrand(storeSettingsSchema.parse({ company: { name: 'Acme Gifts' } })),
  homeUrl: 'https://acme.example',
  logoUrl: '',
};

const receipt = (cards: ReceiptCard[], giftCardsPaid: string[] = []) =>
  renderReceiptEmail({
    loc: localizer('en'),
    brand,
    customerName: 'Ada Lovelace',
    reference: 'ORD-1',
    orderUrl: null,
    orderedOn: '27/11/2026',
    lines: [],
    totals: [['Total paid (USD)', '$0.00']],
    giftCardsPaid,
    cards,
  });

const buyerCard = (kind: 'money' | 'voucher', amount: string): ReceiptCard => ({
  title: kind === 'voucher' ? 'Spa Day' : 'Classic',
  amount,
  kind,
  delivery: { to: 'post', recipient: null },
});

describe('the receipt', () => {
  it('calls vouchers vouchers, names the option bought, and gift cards gift cards', () => {
    expect(receipt([buyerCard('voucher', 'Day for two')]).text).toContain('Your vouchers\nSpa Day · Day for two');
    expect(receipt([buyerCard('money', '$50.00')]).text).toContain('Your gift cards\nClassic · $50.00');
    expect(receipt([buyerCard('money', '$50.00'), buyerCard('voucher', 'Day for two')]).text).toContain(
      'Your gift cards and vouchers',
    );
  });

  it('says what is left on each gift card that paid part of the order', () => {
    const sentences = paidWithSentences([{ codeEnding: '0020', amountMinor: 1500, balanceMinor: 500 }], 'USD');
    const mail = receipt([], sentences);
    expect(mail.text).toContain('Gift card ending 0020 paid $15.00; $5.00 is left on it.');
    expect(mail.html).toContain('Gift card ending 0020 paid $15.00; $5.00 is left on it.');
  });

  it("gives a postal order one 'Ship to': the recipient's address as the label reads, the method and the sender", () => {
    const mail = renderReceiptEmail({
      loc: localizer('en'),
      brand,
      customerName: 'Ada Lovelace',
      reference: 'ORD-2',
      orderUrl: null,
      orderedOn: '27/11/2026',
      lines: [],
      totals: [['Total paid (USD)', '$62.00']],
      cards: [
        { title: 'Classic', amount: '$50.00', kind: 'money', delivery: { to: 'post', recipient: 'Grace Hopper' } },
      ],
      shipTo: {
        lines: ['Grace Hopper', '1 Main Street', 'ARLINGTON, VA 22201', 'United States'],
        method: 'Tracked worldwide post',
        sender: 'Ada Lovelace',
      },
    });
    expect(mail.text).toContain('Delivery: Post to Grace Hopper. Awaiting fulfillment.');
    expect(mail.text).toContain(
      'Ship to\n  Grace Hopper\n  1 Main Street\n  ARLINGTON, VA 22201\n  United States\nFrom Ada Lovelace\nShipping method: Tracked worldwide post',
    );
    expect(mail.html).toContain('ARLINGTON, VA 22201');
  });
});

describe("the receipt's manage link (issue 30)", () => {
  it('offers "Manage your gifts" when the order has gifts for others, and not otherwise', () => {
    const gift: ReceiptCard = {
      title: 'Classic',
      amount: '$50.00',
      kind: 'money',
      delivery: { to: 'recipient', recipient: 'Sam (sam@example.com)', when: 'right away' },
    };
    const url = 'https://acme.example/manage-gift?order=o&token=t';
    const withLink = renderReceiptEmail({
      loc: localizer('en'),
      brand,
      customerName: 'Ada Lovelace',
      reference: 'ORD-1',
      orderUrl: null,
      orderedOn: '27/11/2026',
      lines: [],
      totals: [['Total paid (USD)', '$0.00']],
      cards: [gift],
      manageUrl: url,
    });
    expect(withLink.text).toContain(`Manage your gifts: ${url}`);
    expect(withLink.html).toContain('Manage your gifts');
    expect(receipt([buyerCard('money', '$50.00')]).text).not.toContain('Manage your gifts');
  });
});
