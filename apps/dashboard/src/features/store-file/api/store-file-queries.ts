import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeFileImportAnswerSchema } from '@giftfront/domain/admin/store-file-transfer';
import { apiPost, isApiError, parsed } from '@/lib/api-client';

export const STORE_FILE_URL = '/api/admin/store-file';

/** The problems a refused file has, one `path: message` line each (or the refusal's message). */
export function problemsOf(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const problems = error.body?.problems;
  return Array.isArray(problems) ? problems.map(String) : [error.message];
}

export function useCheckStoreFile() {
  return useMutation({
    mutationFn: (file: unknown) => apiPost(`${STORE_FILE_URL}/check`, file).then(parsed(storeFileImportAnswerSchema)),
  });
}

export function useImportStoreFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown) => apiPost(STORE_FILE_URL, file).then(parsed(storeFileImportAnswerSchema)),
    // The whole store may have changed: every page reads again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
