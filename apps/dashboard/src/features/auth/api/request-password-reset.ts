import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@giftfront/domain/admin/password';
import { apiPost } from '@/lib/api-client';

export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiPost<{ message: string }>('/api/admin/password-resets', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
