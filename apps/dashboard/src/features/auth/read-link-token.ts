/**
 * The token of an invitation or reset link: it rides in the fragment (#token=…), which no
 * request carries.
 */
export const readLinkToken = (): string | null => new URLSearchParams(window.location.hash.slice(1)).get('token');

/** Once read, the token leaves the address bar and the history entry. */
export function forgetLinkToken(): void {
  if (window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
