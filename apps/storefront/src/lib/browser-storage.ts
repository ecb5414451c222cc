/** localStorage or sessionStorage, or null where the browser refuses it (private mode, blocked storage). */
export function usableStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = window[kind];
    const probe = '__giftfront_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
