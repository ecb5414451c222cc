import { useRef } from 'react';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a till on a plain-http LAN address still gets 122 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per attempt: asking again for the same attempt (a retry after a dropped
 * connection, a double tap) gives the same key, so the server records the redemption once. A
 * different attempt (another card, amount or note), or the next one after success, gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ attempt: string; key: string } | null>(null);
  return {
    keyFor(attempt: string): string {
      if (current.current?.attempt !== attempt) current.current = { attempt, key: newKey() };
      return current.current.key;
    },
    /** The attempt was recorded: the next one, even with the same figures, is a new redemption. */
    done() {
      current.current = null;
    },
  };
}
