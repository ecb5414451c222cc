import { createContext, useContext, type Context } from 'react';

/**
 * A context that must be provided, and the hook that reads it: the hook names the missing
 * provider instead of handing a component null (app/'s providers wrap every page).
 */
export function requiredContext<T>(hookName: string, providerName: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(context);
    if (!value) throw new Error(`${hookName} must be used inside ${providerName}`);
    return value;
  };
  return [context, useRequired];
}
