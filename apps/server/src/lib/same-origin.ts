/**
 * CSRF defence for cookie-authenticated mutations: the browser's Origin must name the host the
 * request was sent to. Only the host is compared, not the scheme: behind a TLS-terminating
 * proxy without TRUST_PROXY the server sees http while the page is https, and the session
 * cookie is host-only, so the host is what decides whose cookie would ride along.
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host || origin === 'null') return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
