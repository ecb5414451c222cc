import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';

afterEach(cleanup);

function renderDialog(
  props: { pending?: boolean; error?: unknown; onClose?: () => void; onSubmit?: () => void; result?: string } = {},
) {
  const onSubmit = props.onSubmit ?? vi.fn();
  render(
    <FormDialog
      open
      onClose={props.onClose ?? vi.fn()}
      title="Mark shipped"
      description="The buyer is emailed the tracking number."
      submitLabel="Mark shipped"
      pending={props.pending ?? false}
      error={props.error ?? null}
      result={props.result && <p>{props.result}</p>}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField label="Carrier" />
      <TextField label="Tracking number" />
    </FormDialog>,
  );
  return { onSubmit };
}

describe('a form in a dialog', () => {
  it('opens with the first field focused, named by its title and description', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The buyer is emailed the tracking number.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Carrier'));
  });

  it('submits its form from the footer button', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says it is busy and cannot be sent twice while pending', async () => {
    renderDialog({ pending: true });
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' })).disabled).toBe(true);
  });

  it("shows the server's refusal under the fields", async () => {
    renderDialog({ error: new ApiError('This order was shipped already.', 409) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toContain('This order was shipped already.');
  });

  it('closes on Cancel', async () => {
    const onClose = vi.fn();
    renderDialog({ onClose });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a success in place of the form, closed only by Done', async () => {
    const onClose = vi.fn();
    renderDialog({ onClose, result: 'gf_live_1234 (shown once)' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('gf_live_1234 (shown once)')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Carrier')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
