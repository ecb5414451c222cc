import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@giftfront/domain/admin/password';
import { messageSchema } from '@giftfront/domain/message';
import { apiPost, parsed } from '@/lib/api-client';

export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiPost('/api/admin/password-resets', input).then(parsed(messageSchema));

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
