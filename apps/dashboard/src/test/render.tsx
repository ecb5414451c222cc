import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Session } from '@giftfront/domain/admin/session';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session';

export const OWNER: Session = {
  id: 'u1',
  email: 'olive@example.com',
  name: 'Olive Owner',
  role: 'owner',
  store: { slug: 'demo', name: 'Northwind Gifts', timeZone: 'UTC', currency: 'USD' },
};
export const STAFF: Session = { ...OWNER, id: 'u2', email: 'sam@example.com', name: 'Sam Staff', role: 'staff' };

/** Renders inside the dashboard's providers, at `path`, signed in as `session` (or nobody). */
export function renderDashboard(
  ui: ReactNode,
  { path = '/', session = null }: { path?: string; session?: Session | null } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** fetch answered by `answer(url, init)`; the calls are kept for the test to read. */
export function stubFetch(answer: (url: string, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const { status, body, headers } = await answer(url, init);
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
