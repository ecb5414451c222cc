import { useRef } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@giftfront/domain/admin/session';
import { roleAllows, type StaffRole } from '@giftfront/domain/admin/staff-account';
import { apiGet, isApiError, parsed } from './api-client';
import { setStoreLanguage } from './store-locale';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Who is signed in, or null when nobody is (a 401 is an answer here, not an error). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await apiGet('/api/admin/session', signal).then(parsed(sessionSchema));
    setStoreLanguage(session.store.language);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useSessionQuery() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The signed-in person, inside pages that only render once someone is (app/require-session).
 * Right after signing out, a component on its way out may render once more: it keeps the last person.
 */
export function useSession(): Session {
  const { data } = useSessionQuery();
  const last = useRef(data);
  if (data) last.current = data;
  if (!last.current) throw new Error('useSession outside a signed-in page');
  return last.current;
}

export const useCan = (required: StaffRole): boolean => roleAllows(useSession().role, required);

/** After signing in or choosing a password: the dashboard opens for this person. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (session: Session | null) => setSession(queryClient, session);
}

/** A different person (or nobody) sees nothing the previous one loaded. */
export function setSession(queryClient: QueryClient, session: Session | null) {
  const previous = queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY);
  if (previous && previous.id !== session?.id)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
}
