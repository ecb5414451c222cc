import { useMutation } from '@tanstack/react-query';
import type { Session, SignIn } from '@giftfront/domain/admin/session';
import { apiPost } from '@/lib/api-client';
import { useSetSession } from '@/lib/session';

export const signIn = (input: SignIn) => apiPost<Session>('/api/admin/session', input);

export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({ mutationFn: signIn, onSuccess: setSession });
}
