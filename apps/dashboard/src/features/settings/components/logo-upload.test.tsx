import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, renderDashboard } from '@/test/render';
import { LogoUpload } from './logo-upload';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const png = (size = 10) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

describe('the logo upload', () => {
  it('sends the file with its alt text and hands the stored logo to the form', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init.body as FormData);
        return new Response(JSON.stringify({ src: '/uploads/demo/images/logo-1.png', alt: 'Northwind' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const onUploaded = vi.fn();
    renderDashboard(<LogoUpload companyName="Northwind" onUploaded={onUploaded} />, { session: OWNER });
    await userEvent.upload(screen.getByLabelText('New logo'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect((await screen.findByRole('status')).textContent).toBe('Uploaded. Save to show it on the storefront.');
    expect(onUploaded).toHaveBeenCalledWith(
      { src: '/uploads/demo/images/logo-1.png', alt: 'Northwind' },
      expect.anything(),
      undefined,
      expect.anything(),
    );
    expect(sent[0]?.get('alt')).toBe('Northwind');
    expect((sent[0]?.get('file') as File).name).toBe('logo.png');
  });

  it('refuses a file over 5 MB and a blank alt text without sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDashboard(<LogoUpload companyName="" onUploaded={vi.fn()} />, { session: OWNER });
    await userEvent.upload(screen.getByLabelText('New logo'), png(5 * 1024 * 1024 + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('logo.png is larger than 5 MB.');
    await userEvent.upload(screen.getByLabelText('New logo'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say what the logo shows (its alt text).');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
