import { useMutation } from '@tanstack/react-query';
import type { SetPassword } from '@giftfront/domain/admin/password';
import { sessionSchema } from '@giftfront/domain/admin/session';
import { apiPost, parsed } from '@/lib/api-client';
import { useSetSession } from '@/lib/session';

export const setPassword = (input: SetPassword) => apiPost('/api/admin/password', input).then(parsed(sessionSchema));

/** Choosing a password with a link also signs the person in. */
export function useSetPassword() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: setPassword, onSuccess: setSession });
}
