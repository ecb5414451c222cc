import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLookupForm } from './code-lookup-form';

// The scanner's code loads on demand and the camera is read every 200 ms: a busy machine takes a while.
const patiently = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A browser whose BarcodeDetector reads `values` one after another from the camera. */
function stubCamera(values: string[]) {
  const stop = vi.fn();
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => ['qr_code', 'ean_13'];
      detect = async () => {
        const value = values.shift();
        return value === undefined ? [] : [{ rawValue: value }];
      };
    },
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [{ stop }] }) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { stop };
}

describe('the gift card code field at the counter', () => {
  it('takes a code in any case with spaces and dashes, and looks up its normalised form', async () => {
    const onCode = vi.fn();
    render(<CodeLookupForm onCode={onCode} looking={false} problem={null} />);
    await userEvent.type(screen.getByLabelText('Gift card code'), ' gfdemo-2468 1357-abcd{Enter}');
    expect(onCode).toHaveBeenCalledWith('GFDEMO24681357ABCD');
  });

  it('asks for a code when there is none, and names what a code holds', async () => {
    const onCode = vi.fn();
    render(<CodeLookupForm onCode={onCode} looking={false} problem={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Find card' }));
    expect(await screen.findByText('Enter the gift card code')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Gift card code'), 'abcd/1234{Enter}');
    expect(
      await screen.findByText('A gift card code has only letters and digits (spaces and dashes are fine)'),
    ).toBeTruthy();
    expect(onCode).not.toHaveBeenCalled();
  });

  it('offers no scanning where the browser cannot read QR codes', () => {
    render(<CodeLookupForm onCode={vi.fn()} looking={false} problem={null} />);
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).toBeNull();
  });

  it('scans a QR code with the camera, skipping one that is not a gift card code, then stops the camera', async () => {
    const { stop } = stubCamera(['https://example.com/menu', 'gfdemo-9753-8642-wxyz']);
    const onCode = vi.fn();
    render(<CodeLookupForm onCode={onCode} looking={false} problem={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }, patiently));
    const dialog = within(await screen.findByRole('dialog', { name: 'Scan the QR code' }, patiently));
    expect(
      await dialog.findByText('That QR code is not a gift card code. Try the one on the gift card.', {}, patiently),
    ).toBeTruthy();
    await vi.waitFor(() => expect(onCode).toHaveBeenCalledWith('GFDEMO97538642WXYZ'), patiently);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patiently);
    expect(stop).toHaveBeenCalled();
    expect((screen.getByLabelText('Gift card code') as HTMLInputElement).value).toBe('GFDEMO97538642WXYZ');
  });

  it('says so when the camera is not allowed', async () => {
    stubCamera([]);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })) },
    });
    render(<CodeLookupForm onCode={vi.fn()} looking={false} problem={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }, patiently));
    expect((await screen.findByRole('alert', {}, patiently)).textContent).toBe(
      'The camera is not allowed. Allow it in the browser’s settings, or type the code.',
    );
  });
});
