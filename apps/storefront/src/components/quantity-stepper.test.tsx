import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ start = 1, max }: { start?: number; max?: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <>
      <QuantityStepper value={quantity} onChange={setQuantity} max={max} />
      <output data-testid="chosen">{quantity}</output>
    </>
  );
}

afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLInputElement>('Quantity');
const chosen = () => screen.getByTestId('chosen').textContent;

describe('quantity stepper', () => {
  it('steps up and down with its buttons', async () => {
    render(<Harness start={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(chosen()).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(chosen()).toBe('2');
  });

  it('never goes below 1', async () => {
    render(<Harness />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    minus.focus();
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('1');
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('1');
    // Still focusable at the floor, so keyboard focus is not lost.
    expect(document.activeElement).toBe(minus);
    await userEvent.clear(input());
    await userEvent.type(input(), '0');
    expect(chosen()).toBe('1');
    await userEvent.tab();
    expect(input().value).toBe('1');
  });

  it('has no maximum unless given one', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '250');
    expect(chosen()).toBe('250');
  });

  it('steps with the arrow keys', async () => {
    render(<Harness start={3} />);
    input().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(chosen()).toBe('4');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(chosen()).toBe('1');
  });

  it('stops at a maximum when given one: plus stays focused but does nothing, arrows and typing stop there too', async () => {
    render(<Harness start={2} max={3} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(chosen()).toBe('3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(plus);
    input().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(chosen()).toBe('3');
    await userEvent.clear(input());
    await userEvent.type(input(), '7');
    expect(chosen()).toBe('3');
    expect(input().value).toBe('3');
  });
});
