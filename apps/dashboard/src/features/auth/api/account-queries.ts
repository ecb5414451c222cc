import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSessionListSchema, signedOutSessionsSchema } from '@giftfront/domain/admin/account-sessions';
import type { ChangePassword } from '@giftfront/domain/admin/password';
import { sessionSchema } from '@giftfront/domain/admin/session';
import type { DisableTwoFactor, RegenerateRecoveryCodes, SecondFactor } from '@giftfront/domain/admin/two-factor';
import {
  recoveryCodesSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@giftfront/domain/admin/two-factor';
import { apiDelete, apiGet, apiPost, apiPut, apiRequest, parsed } from '@/lib/api-client';
import { SESSION_QUERY_KEY, useSetSession } from '@/lib/session';

const TWO_FACTOR_KEY = ['account', 'two-factor'] as const;
const SESSIONS_KEY = ['account', 'sessions'] as const;
const POLICY_KEY = ['settings', 'two-factor'] as const;

export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/account/two-factor', signal).then(parsed(twoFactorStatusSchema)),
  });

/** A new secret and QR code (each call replaces the one being set up). */
export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: () => apiPost('/api/admin/account/two-factor/setup').then(parsed(twoFactorSetupSchema)) });

/** The first code turns it on; at sign-in (enrolment) the session becomes full, so it is read again. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiPost('/api/admin/account/two-factor/confirm', { code }).then(parsed(recoveryCodesSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactor) => apiPost('/api/admin/account/two-factor/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** Ten new recovery codes with the password or a current code; the old ones stop working (decision 0151). */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateRecoveryCodes) =>
      apiPost('/api/admin/account/two-factor/recovery-codes', body).then(parsed(recoveryCodesSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

/** The sign-in's second step: the full session replaces the password-only one. */
export function useSecondFactor() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (body: SecondFactor) => apiPost('/api/admin/session/two-factor', body).then(parsed(sessionSchema)),
    onSuccess: setSession,
  });
}

/** After enrolling at sign-in the session is full: read it again to open the dashboard. */
export function useReloadSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export const useAccountSessions = () =>
  useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/account/sessions', signal).then(parsed(accountSessionListSchema)),
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/admin/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/admin/account/sessions').then(parsed(signedOutSessionsSchema)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => apiPost('/api/admin/account/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useTwoFactorPolicy = (enabled: boolean) =>
  useQuery({
    queryKey: POLICY_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/settings/two-factor', signal).then(parsed(twoFactorPolicySchema)),
    enabled,
  });

export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      apiPut('/api/admin/settings/two-factor', { required }).then(parsed(twoFactorPolicySchema)),
    onSuccess: (policy) => {
      queryClient.setQueryData(POLICY_KEY, policy);
      void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    },
  });
}
