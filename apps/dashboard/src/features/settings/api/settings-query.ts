import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSettingsViewSchema, type AdminSettingsPatch } from '@giftfront/domain/admin/settings';
import { apiGet, apiPatch, parsed } from '@/lib/api-client';

const KEY = ['settings', 'store'] as const;
const PATH = '/api/admin/settings';

export function useStoreSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet(PATH, signal).then(parsed(adminSettingsViewSchema)),
  });
}

/** Replaces the named settings, each whole; the answer is the settings as stored. */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminSettingsPatch) => apiPatch(PATH, patch).then(parsed(adminSettingsViewSchema)),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
