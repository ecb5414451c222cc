import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREADABLE_ANSWER } from '@/lib/api-client';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { OrderPage } from './order-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order page', () => {
  it('says the answer could not be read, with a way to try again, when the order comes in another shape', async () => {
    const problems = vi.spyOn(console, 'error').mockImplementation(() => {});
    // An order whose total is a sentence and whose lines are missing: a cast would have rendered it half.
    const calls = stubFetch(() => ({
      status: 200,
      body: { id: 'o1', reference: 'ORD-9', currency: 'USD', totals: { total: 'twelve dollars' } },
    }));
    renderDashboard(
      <Routes>
        <Route path="/orders/:id" element={<OrderPage />} />
      </Routes>,
      { path: '/orders/o1', session: OWNER },
    );

    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
    expect(screen.getByText(UNREADABLE_ANSWER)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/ORD-9/)).toBeNull();
    // Asked once (the same server would send the same shape again), and zod's issues went to the console.
    expect(calls).toEqual([{ url: '/api/admin/orders/o1', method: 'GET', body: undefined }]);
    expect(problems).toHaveBeenCalledWith('An answer did not match its schema', expect.any(Array));
  });
});
