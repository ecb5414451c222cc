import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList, CreateApiKey, CreatedApiKey } from '@giftfront/domain/admin/api-keys';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ApiKeyList>('/api/admin/api-keys', signal),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKey) => apiPost<CreatedApiKey>('/api/admin/api-keys', input),
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
