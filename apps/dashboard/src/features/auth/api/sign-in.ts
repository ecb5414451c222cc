import { useMutation } from '@tanstack/react-query';
import type { SignIn } from '@giftfront/domain/admin/session';
import { sessionSchema } from '@giftfront/domain/admin/session';
import { apiPost, parsed } from '@/lib/api-client';
import { useSetSession } from '@/lib/session';

export const signIn = (input: SignIn) => apiPost('/api/admin/session', input).then(parsed(sessionSchema));

export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: signIn, onSuccess: setSession });
}
