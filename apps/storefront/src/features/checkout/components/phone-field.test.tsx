import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

afterEach(cleanup);

function Harness({ shippingCountry, start = '' }: { shippingCountry: string; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <PhoneField
        id="mobile"
        label="Mobile number"
        value={value}
        onChange={setValue}
        shippingCountry={shippingCountry}
        testId="mobile"
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const callingCode = () => screen.getByLabelText<HTMLSelectElement>('Country calling code');

describe('the mobile number field', () => {
  it('starts on US without a shipping country (product §5 default)', () => {
    render(<Harness shippingCountry="" />);
    expect(callingCode().value).toBe('US');
  });

  it('follows the shipping country and keeps the number in international format', async () => {
    const { rerender } = render(<Harness shippingCountry="" />);
    rerender(<Harness shippingCountry="GB" />);
    expect(callingCode().value).toBe('GB');
    await userEvent.type(screen.getByLabelText('Mobile number'), '7400123456');
    expect(screen.getByTestId('value').textContent).toBe('+447400123456');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('+44 7400 123456');
  });

  it('moves the number to another calling code, and stops following the shipping country once one is picked', async () => {
    const { rerender } = render(<Harness shippingCountry="GB" start="+447400123456" />);
    await userEvent.selectOptions(callingCode(), 'IE');
    expect(screen.getByTestId('value').textContent).toBe('+3537400123456');
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    rerender(<Harness shippingCountry="FR" />);
    expect(callingCode().value).toBe('IE');
  });
});
