import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@giftfront/domain/admin/staff';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { StaffPage } from './staff-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me: StaffMember = {
  id: OWNER.id,
  email: OWNER.email,
  name: OWNER.name,
  role: 'owner',
  status: 'active',
  twoFactorEnabled: true,
  createdAt: '2026-01-05T10:00:00Z',
};
const sam: StaffMember = {
  id: 'u2',
  email: 'sam@example.com',
  name: 'Sam Staff',
  role: 'staff',
  status: 'invited',
  twoFactorEnabled: false,
  createdAt: '2026-02-01T10:00:00Z',
};

/** The staff list, and `answers` for every change (in order). */
function serve(answers: { status: number; body?: unknown }[] = [], extra: StaffMember[] = []) {
  return stubFetch((url, init) => {
    if (url === '/api/admin/staff' && (init.method ?? 'GET') === 'GET')
      return { status: 200, body: { staff: [me, sam, ...extra] } };
    if (url === '/api/admin/session') return { status: 200, body: OWNER };
    return answers.shift() ?? { status: 500 };
  });
}

const table = () => within(screen.getByRole('table', { name: 'Staff' }));

describe('the staff page', () => {
  it('lists each person with their role, status, and what can be done', async () => {
    serve();
    renderDashboard(<StaffPage />, { session: OWNER });
    await screen.findByRole('table', { name: 'Staff' });
    expect(table().getByText('You')).toBeTruthy();
    expect(table().getByText('Invited')).toBeTruthy();
    expect((table().getByLabelText('Role of Sam Staff') as HTMLSelectElement).value).toBe('staff');
    expect(table().getByRole('button', { name: 'Resend invitation to Sam Staff' })).toBeTruthy();
    expect(table().queryByRole('button', { name: 'Resend invitation to Olive Owner' })).toBeNull();
  });

  it('invites someone with the domain schema’s checks, and says where the invitation went', async () => {
    const calls = serve([{ status: 201, body: { ...sam, id: 'u3', email: 'new@example.com', name: 'New Person' } }]);
    renderDashboard(<StaffPage />, { session: OWNER });
    await userEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite someone' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Email is required')).toBeTruthy();
    expect(dialog.getByText('Name is required')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Email'), 'New@Example.com');
    await userEvent.type(dialog.getByLabelText('Name'), 'New Person');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'owner');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByTestId('staff-notice')).textContent).toBe('Invitation sent to new@example.com.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      email: 'new@example.com',
      name: 'New Person',
      role: 'owner',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a role changes: Cancel changes nothing, confirming changes it and says so', async () => {
    const calls = serve([{ status: 200, body: { ...sam, role: 'owner' } }]);
    renderDashboard(<StaffPage />, { session: OWNER });
    await screen.findByRole('table', { name: 'Staff' });
    await userEvent.selectOptions(table().getByLabelText('Role of Sam Staff'), 'owner');
    let dialog = within(await screen.findByRole('dialog', { name: 'Make Sam Staff an owner?' }));
    expect(dialog.getByText(/Owners can do everything/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect((table().getByLabelText('Role of Sam Staff') as HTMLSelectElement).value).toBe('staff');

    await userEvent.selectOptions(table().getByLabelText('Role of Sam Staff'), 'owner');
    dialog = within(await screen.findByRole('dialog', { name: 'Make Sam Staff an owner?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Make owner' }));
    expect((await screen.findByTestId('staff-notice')).textContent).toBe('Sam Staff is now owner.');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/admin/staff/u2',
      body: { role: 'owner' },
    });
  });

  it("shows the server's refusal of a role change (the last owner) and keeps the list as it was", async () => {
    serve([{ status: 409, body: { message: 'A store needs at least one owner: make someone else an owner first.' } }]);
    renderDashboard(<StaffPage />, { session: OWNER });
    await screen.findByRole('table', { name: 'Staff' });
    await userEvent.selectOptions(table().getByLabelText('Role of Olive Owner'), 'staff');
    const dialog = within(await screen.findByRole('dialog', { name: 'Make Olive Owner staff?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Make staff' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'A store needs at least one owner: make someone else an owner first.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect((table().getByLabelText('Role of Olive Owner') as HTMLSelectElement).value).toBe('owner');
  });

  it('asks before removing someone, then says it is done', async () => {
    const calls = serve([{ status: 204 }]);
    renderDashboard(<StaffPage />, { session: OWNER });
    await screen.findByRole('table', { name: 'Staff' });
    await userEvent.click(table().getByRole('button', { name: 'Remove Sam Staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Sam Staff?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByTestId('staff-notice')).textContent).toBe('Sam Staff was removed.');
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/admin/staff/u2');
  });

  it('offers to reset two-factor sign-in only for others who have it, names them, then says it is done', async () => {
    const pat: StaffMember = {
      ...sam,
      id: 'u3',
      name: 'Pat Staff',
      email: 'pat@example.com',
      status: 'active',
      twoFactorEnabled: true,
    };
    const calls = serve([{ status: 200, body: { ...pat, twoFactorEnabled: false } }], [pat]);
    renderDashboard(<StaffPage />, { session: OWNER });
    await screen.findByRole('table', { name: 'Staff' });
    // Not for oneself (the account page turns it off), not for someone without it.
    expect(table().queryByRole('button', { name: 'Reset two-factor sign-in for Olive Owner' })).toBeNull();
    expect(table().queryByRole('button', { name: 'Reset two-factor sign-in for Sam Staff' })).toBeNull();
    await userEvent.click(table().getByRole('button', { name: 'Reset two-factor sign-in for Pat Staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Pat Staff?' }));
    expect(dialog.getByText('Pat Staff (pat@example.com)')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect((await screen.findByTestId('staff-notice')).textContent).toBe(
      'Two-factor sign-in was reset for Pat Staff. They were signed out and we emailed pat@example.com.',
    );
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/admin/staff/u3/two-factor/reset');
  });
});
