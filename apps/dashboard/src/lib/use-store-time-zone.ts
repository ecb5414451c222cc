import { useSession } from './session';

/** The store's IANA zone, whose clock every time in the dashboard is on (product settings, decision 0024). */
export const useStoreTimeZone = (): string => useSession().store.timeZone;
