import { useMutation } from '@tanstack/react-query';
import type { SetPassword } from '@giftfront/domain/admin/password';
import type { Session } from '@giftfront/domain/admin/session';
import { apiPost } from '@/lib/api-client';
import { useSetSession } from '@/lib/session';

export const setPassword = (input: SetPassword) => apiPost<Session>('/api/admin/password', input);

/** Choosing a password with a link also signs the person in. */
export function useSetPassword() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: setPassword, onSuccess: setSession });
}
