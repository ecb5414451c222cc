import { useCallback, useState } from 'react';
import { useFetch } from '@/lib/fetch/use-fetch';
import { fetchBalanceByCode } from './api/get-balance-by-code';
import { balanceCheckOf } from './balance-check';

interface Asked {
  code: string;
  /** Each check is its own call, even of the same code (product §4: a new check clears the last). */
  count: number;
}

/**
 * The balance check of product §4 through the storefront's one way to call (lib/fetch, decision
 * 0205): a check names the call, a newer check cancels an older one, and `refresh` re-reads the
 * shown card quietly (after a top-up), resolving once it has.
 */
export function useBalanceCheck() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const lookup = useFetch({
    key: asked ? JSON.stringify([asked.count, asked.code]) : null,
    fetcher: ({ signal }) => fetchBalanceByCode(asked!.code, signal),
    retry: false,
  });

  const check = useCallback((code: string) => {
    const trimmed = code.trim();
    if (trimmed) setAsked((before) => ({ code: trimmed, count: (before?.count ?? 0) + 1 }));
  }, []);

  const { refetch } = lookup;
  const refresh = useCallback(() => refetch(), [refetch]);

  return { state: balanceCheckOf(asked ? lookup : null), check, refresh };
}
