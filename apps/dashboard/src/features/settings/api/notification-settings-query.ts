import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@giftfront/domain/admin/notification-settings';
import { notificationSettingsSchema } from '@giftfront/domain/admin/notification-settings';
import { apiGet, apiPatch, parsed } from '@/lib/api-client';

const KEY = ['settings', 'notifications'] as const;
const PATH = '/api/admin/settings/notifications';

export function useNotificationSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet(PATH, signal).then(parsed(notificationSettingsSchema)),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) => apiPatch(PATH, input).then(parsed(notificationSettingsSchema)),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
