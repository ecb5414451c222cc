import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeStaffRole, InviteStaff, StaffList, StaffMember } from '@giftfront/domain/admin/staff';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';

export const STAFF_QUERY_KEY = ['staff'] as const;

export const getStaff = (signal?: AbortSignal) => apiGet<StaffList>('/api/admin/staff', signal);

export function useStaff() {
  return useQuery({ queryKey: STAFF_QUERY_KEY, queryFn: ({ signal }) => getStaff(signal) });
}

/** Every change to the staff list refreshes it, and the session (the change may be the person's own role). */
function useStaffMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}

export const useInviteStaff = () =>
  useStaffMutation((input: InviteStaff) => apiPost<StaffMember>('/api/admin/staff', input));

export const useChangeStaffRole = () =>
  useStaffMutation(({ id, role }: ChangeStaffRole & { id: string }) =>
    apiPatch<StaffMember>(`/api/admin/staff/${id}`, { role }),
  );

export const useRemoveStaff = () => useStaffMutation((id: string) => apiDelete(`/api/admin/staff/${id}`));

export const useResendInvitation = () =>
  useStaffMutation((id: string) => apiPost<{ message: string }>(`/api/admin/staff/${id}/invitation`));
