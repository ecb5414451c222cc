import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKey } from '@giftfront/domain/admin/api-keys';
import { apiKeyListSchema, createdApiKeySchema } from '@giftfront/domain/admin/api-keys';
import { apiDelete, apiGet, apiPost, parsed } from '@/lib/api-client';

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/api-keys', signal).then(parsed(apiKeyListSchema)),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKey) => apiPost('/api/admin/api-keys', input).then(parsed(createdApiKeySchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/admin/api-keys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
