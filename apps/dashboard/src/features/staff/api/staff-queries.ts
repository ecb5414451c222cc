import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeStaffRole, InviteStaff } from '@giftfront/domain/admin/staff';
import { staffListSchema, staffMemberSchema } from '@giftfront/domain/admin/staff';
import { messageSchema } from '@giftfront/domain/message';
import { apiDelete, apiGet, apiPatch, apiPost, parsed } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';

export const STAFF_QUERY_KEY = ['staff'] as const;

export const getStaff = (signal?: AbortSignal) => apiGet('/api/admin/staff', signal).then(parsed(staffListSchema));

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
  useStaffMutation((input: InviteStaff) => apiPost('/api/admin/staff', input).then(parsed(staffMemberSchema)));

export const useChangeStaffRole = () =>
  useStaffMutation(({ id, role }: ChangeStaffRole & { id: string }) =>
    apiPatch(`/api/admin/staff/${id}`, { role }).then(parsed(staffMemberSchema)),
  );

export const useRemoveStaff = () => useStaffMutation((id: string) => apiDelete(`/api/admin/staff/${id}`));

export const useResendInvitation = () =>
  useStaffMutation((id: string) => apiPost(`/api/admin/staff/${id}/invitation`).then(parsed(messageSchema)));

/** Owners: remove someone's authenticator and recovery codes and sign them out (decision 0151). */
export const useResetStaffTwoFactor = () =>
  useStaffMutation((id: string) => apiPost(`/api/admin/staff/${id}/two-factor/reset`).then(parsed(staffMemberSchema)));
