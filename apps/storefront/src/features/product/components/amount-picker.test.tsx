import { minorUnits } from '@giftfront/domain/money';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@giftfront/domain/product';
import { storePriceFormatter } from '@/lib/money-format';
import { usePurchaseOptions } from '../use-purchase-options';
import { AmountPicker } from './amount-picker';

afterEach(cleanup);

const format = storePriceFormatter('USD');

function giftCard(overrides: Partial<Product>): Product {
  return {
    id: 'p1',
    slug: 'classic',
    name: 'Classic',
    type: 'GiftCard',
    description: '',
    details: '',
    terms: '',
    imageSrc: null,
    imageAlt: '',
    images: [],
    price: null,
    denominations: [],
    showQuantityLimit: false,
    quantityLimit: null,
    quantitySold: 0,
    hideCustomGiftCardAmounts: false,
    isShippingEnabled: false,
    taxClassId: null,
    ...overrides,
  };
}

function Picker({ product, allowCustom }: { product: Product; allowCustom: boolean }) {
  const options = usePurchaseOptions(product, { allowCustom, currencyCode: 'USD', maxCustomAmount: 200_000, format });
  return <AmountPicker options={options} allowCustom={allowCustom} format={format} />;
}

const amounts = () =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .map((radio) => [radio.closest('label')?.textContent, String(radio.checked)]);

describe('amount picker (product §2 Gift card detail)', () => {
  it('lists the denominations with the first preselected, then Custom', () => {
    render(
      <Picker
        product={giftCard({
          denominations: [
            { id: 'a', price: minorUnits(2500), label: '$25' },
            { id: 'b', price: minorUnits(5000), label: '$50' },
          ],
        })}
        allowCustom
      />,
    );
    expect(amounts()).toEqual([
      ['$25.00', 'true'],
      ['$50.00', 'false'],
      ['Custom', 'false'],
    ]);
    expect(screen.queryByLabelText('Custom amount')).toBeNull();
  });

  it('offers the single price of a product without denominations, preselected', () => {
    render(<Picker product={giftCard({ price: minorUnits(4000) })} allowCustom />);
    expect(amounts()).toEqual([
      ['$40.00', 'true'],
      ['Custom', 'false'],
    ]);
  });

  it('shows the custom amount input once Custom is chosen, and no Custom when hidden', async () => {
    const { unmount } = render(<Picker product={giftCard({ price: minorUnits(4000) })} allowCustom />);
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByLabelText('Custom amount')).toBeTruthy();
    unmount();
    render(<Picker product={giftCard({ price: minorUnits(4000) })} allowCustom={false} />);
    expect(amounts()).toEqual([['$40.00', 'true']]);
  });

  it('says what a custom amount may be, and marks one below it as invalid', async () => {
    render(<Picker product={giftCard({})} allowCustom />);
    const hint = screen.getByTestId('custom-amount-hint');
    expect(hint.textContent).toBe('Enter any amount from $1.00 to $2,000.00.');
    await userEvent.type(screen.getByLabelText('Custom amount'), '0.5');
    expect(hint.textContent).toBe('The least a gift card can hold is $1.00.');
    expect(screen.getByLabelText('Custom amount').getAttribute('aria-invalid')).toBe('true');
  });
});
