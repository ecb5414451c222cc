import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateInAct } from '@/test/hydrate';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioCard, RadioCardGroup } from './radio-cards';

// Hydration driven by hand, as a browser does it, inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = '';
});

function Amounts() {
  const [amount, setAmount] = useState('25');
  return (
    <>
      <RadioCardGroup label="Choose an amount" value={amount} onValueChange={setAmount}>
        <RadioCard value="25">$25</RadioCard>
        <RadioCard value="50">$50</RadioCard>
      </RadioCardGroup>
      <p data-testid="chosen">{amount}</p>
    </>
  );
}

const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;

describe('radio cards', () => {
  it('are native radio inputs, so the browser checks one tapped before the scripts run', () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Amounts />)}</div>`;
    expect(radio('25').checked).toBe(true);
    radio('50').click();
    expect(radio('50').checked).toBe(true);
    expect(radio('25').checked).toBe(false);
  });

  it('take the radio checked before hydration as the choice', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Amounts />)}</div>`;
    radio('50').click();
    const root = await hydrateInAct(document.getElementById('root')!, <Amounts />);
    expect(document.querySelector('[data-testid="chosen"]')!.textContent).toBe('50');
    expect(radio('50').checked).toBe(true);
    act(() => root.unmount());
  });

  it('keep the server’s choice when nothing was tapped', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Amounts />)}</div>`;
    const root = await hydrateInAct(document.getElementById('root')!, <Amounts />);
    expect(document.querySelector('[data-testid="chosen"]')!.textContent).toBe('25');
    act(() => radio('50').click());
    expect(document.querySelector('[data-testid="chosen"]')!.textContent).toBe('50');
    act(() => root.unmount());
  });
});
