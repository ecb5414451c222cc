import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEW_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

describe('getting new recovery codes', () => {
  it('asks for the password or a code before calling, shows the server’s sentence, then the ten new codes', async () => {
    const answers = [
      {
        status: 400,
        body: {
          message:
            'That code is not right. Enter the 6-digit code your authenticator app shows now (not a recovery code).',
        },
      },
      { status: 200, body: { recoveryCodes: NEW_CODES } },
    ];
    const calls = stubFetch(() => answers.shift() ?? { status: 500 });
    const onClose = vi.fn();
    renderDashboard(<RegenerateCodesDialog open onClose={onClose} />, { session: OWNER });
    const dialog = within(await screen.findByRole('dialog', { name: 'Get new recovery codes' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('Password'));

    await userEvent.click(dialog.getByRole('button', { name: 'Get new codes' }));
    expect(
      await dialog.findByText('Enter your password or the 6-digit code your authenticator app shows now.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Or a code from the app'), ' 123456 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Get new codes' }));
    expect(await dialog.findByText(/^That code is not right\./)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/admin/account/two-factor/recovery-codes',
      method: 'POST',
      body: { code: '123456' },
    });

    await userEvent.click(dialog.getByRole('button', { name: 'Get new codes' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Your new recovery codes' }));
    expect(shown.getAllByRole('listitem').map((li) => li.textContent)).toEqual(NEW_CODES);
    expect(shown.getByText('New recovery codes are ready. The old ones no longer work.')).toBeTruthy();
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
