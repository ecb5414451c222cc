import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { fetchBalanceByCode } from './api/get-balance-by-code';
import { BALANCE_MESSAGES, balanceCheckReducer, balanceErrorMessage, validBalanceResult } from './balance-check';

type Running = { current: AbortController | null };

/** Cancels the lookup in flight, if any, and starts the next one. */
function restart(running: Running): AbortController {
  running.current?.abort();
  running.current = new AbortController();
  return running.current;
}

/** The balance check of product §4: one lookup at a time; a newer check cancels an older one. */
export function useBalanceCheck() {
  const [state, dispatch] = useReducer(balanceCheckReducer, { status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const check = useCallback(async (code: string) => {
    if (!code.trim()) return;
    const controller = restart(running);
    dispatch({ type: 'check' });
    try {
      const card = validBalanceResult(await fetchBalanceByCode(code.trim(), controller.signal));
      if (controller.signal.aborted) return;
      dispatch(card ? { type: 'found', card } : { type: 'failed', message: BALANCE_MESSAGES.notFound });
    } catch (error) {
      if (controller.signal.aborted || (isApiError(error) && error.aborted)) return;
      console.error('Balance check failed', error);
      dispatch({ type: 'failed', message: balanceErrorMessage(error) });
    }
  }, []);

  /** Reads the shown card again (after a top-up) without clearing it. Resolves once it has. */
  const refresh = useCallback(async (code: string) => {
    const controller = restart(running);
    try {
      const card = validBalanceResult(await fetchBalanceByCode(code, controller.signal));
      if (card && !controller.signal.aborted) dispatch({ type: 'refreshed', card });
    } catch (error) {
      if (!controller.signal.aborted) console.error('Refreshing the balance failed', error);
    }
  }, []);

  return { state, check, refresh };
}
