import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { Drawer } from './drawer';

afterEach(cleanup);

function Controlled({ kind }: { kind: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Component = kind === 'dialog' ? Dialog : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Component open={open} onOpenChange={setOpen} title="Shopping cart">
        <button type="button">Inside</button>
      </Component>
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('%s opened from outside its trigger', (kind) => {
  it('is a labelled modal dialog', async () => {
    render(<Controlled kind={kind} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(dialog.getAttribute('aria-modal') ?? 'true').toBe('true');
  });

  it('moves focus inside when it opens', async () => {
    render(<Controlled kind={kind} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    render(<Controlled kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its Close button', async () => {
    render(<Controlled kind={kind} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function DialogOverDrawer() {
  const [drawerOpen, setDrawerOpen] = useState(true);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [opener, setOpener] = useState(true);
  return (
    <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Shopping cart">
      {opener && (
        <button type="button" onClick={() => setDialogOpen(true)}>
          Send as gift
        </button>
      )}
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title="Gift">
        <button
          type="button"
          onClick={() => {
            setOpener(false);
            setDialogOpen(false);
          }}
        >
          Save
        </button>
      </Dialog>
    </Drawer>
  );
}

describe('a dialog whose opener is gone when it closes', () => {
  it('returns focus to the drawer underneath', async () => {
    render(<DialogOverDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Send as gift' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Shopping cart' }).contains(document.activeElement)).toBe(true),
    );
  });
});
