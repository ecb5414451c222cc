import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsPatch, AdminSettingsView } from '@giftfront/domain/admin/settings';
import { apiGet, apiPatch } from '@/lib/api-client';

const KEY = ['settings', 'store'] as const;
const PATH = '/api/admin/settings';

export function useStoreSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiGet<AdminSettingsView>(PATH, signal) });
}

/** Replaces the named settings, each whole; the answer is the settings as stored. */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminSettingsPatch) => apiPatch<AdminSettingsView>(PATH, patch),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
