import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateInAct } from '@/test/hydrate';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tapKeeperScript } from '@giftfront/domain/tap-replay';
import { QuantityStepper } from '@/components/quantity-stepper';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import { replayTap, useReplayedTap } from './use-replayed-tap';

// Hydration driven by hand, as a browser does it, inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).giftfrontTaps;
});

function Product({ buy }: { buy: (amount: string) => void }) {
  const [amount, setAmount] = useState('25');
  const [quantity, setQuantity] = useState(1);
  useReplayedTap();
  return (
    <>
      <RadioCardGroup label="Choose an amount" value={amount} onValueChange={setAmount}>
        <RadioCard value="25">$25</RadioCard>
        <RadioCard value="50">$50</RadioCard>
      </RadioCardGroup>
      <QuantityStepper value={quantity} onChange={setQuantity} max={4} />
      <button
        type="button"
        onClick={() => buy(quantity === 1 ? amount : `${quantity} × ${amount}`)}
        {...replayTap('buy-now')}
      >
        Buy Now
      </button>
      <button type="button" onClick={() => buy('other')}>
        Other
      </button>
    </>
  );
}

/** The server's page: the tap keeper in <head> (run here), then the markup. */
function serverPage(buy: (amount: string) => void) {
  new Function(tapKeeperScript())();
  document.body.innerHTML = `<div id="root">${renderToString(<Product buy={buy} />)}</div>`;
}

async function hydrate(buy: (amount: string) => void) {
  const root = await hydrateInAct(document.getElementById('root')!, <Product buy={buy} />);
  await act(() =>
    vi.waitFor(() =>
      expect((window as unknown as { giftfrontTaps: { taken: boolean } }).giftfrontTaps.taken).toBe(true),
    ),
  );
  return root;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('a tap before hydration (decision 0045)', () => {
  it('is replayed once the buttons are hydrated, with the amount chosen before it', async () => {
    const buy = vi.fn();
    serverPage(buy);
    document.querySelector<HTMLInputElement>('input[value="50"]')!.click();
    button('Buy Now').click();
    button('Buy Now').click();
    const root = await hydrate(buy);
    expect(buy.mock.calls).toEqual([['50']]);
    act(() => root.unmount());
  });

  it('is not replayed when nothing was tapped, and later taps go straight to the page', async () => {
    const buy = vi.fn();
    serverPage(buy);
    const root = await hydrate(buy);
    expect(buy).not.toHaveBeenCalled();
    act(() => button('Buy Now').click());
    expect(buy.mock.calls).toEqual([['25']]);
    act(() => root.unmount());
  });

  it('leaves taps on unmarked buttons alone', async () => {
    const buy = vi.fn();
    serverPage(buy);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Other').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    const root = await hydrate(buy);
    expect(buy).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('steps the quantity for each tap on plus or minus before hydration, within its limits, and buys that many', async () => {
    const buy = vi.fn();
    serverPage(buy);
    const plus = () => document.querySelector<HTMLButtonElement>('[data-testid="quantity-increase"]')!;
    const minus = () => document.querySelector<HTMLButtonElement>('[data-testid="quantity-decrease"]')!;
    const input = () => document.querySelector<HTMLInputElement>('[data-testid="quantity-input"]')!;
    minus().click();
    expect(input().value).toBe('1');
    for (let tap = 0; tap < 5; tap++) plus().click();
    expect(input().value).toBe('4');
    minus().click();
    // A browser's stepUp and stepDown mark the value as the shopper's, as its setter does; jsdom's do not.
    input().value = input().value;
    button('Buy Now').click();
    const root = await hydrate(buy);
    expect(buy.mock.calls).toEqual([['3 × 25']]);
    // Hydrated, the stepper's own handlers step it, and the inline script lets the taps through.
    act(() => plus().click());
    expect(input().value).toBe('4');
    act(() => root.unmount());
  });

  it('leaves a stepper that has hydrated to React on a page with no tap to replay', async () => {
    const onChange = vi.fn();
    new Function(tapKeeperScript())();
    const stepper = <QuantityStepper value={2} onChange={onChange} />;
    document.body.innerHTML = `<div id="root">${renderToString(stepper)}</div>`;
    const root = await hydrateInAct(document.getElementById('root')!, stepper);
    act(() => document.querySelector<HTMLButtonElement>('[data-testid="quantity-increase"]')!.click());
    expect(onChange.mock.calls).toEqual([[3]]);
    act(() => root.unmount());
  });
});
