import net from 'node:net';

/**
 * The store is the first label of the host (`acme.example.com`, `acme.localhost:3000`).
 * A bare `localhost`, an IP address or a host without a subdomain serves the default store.
 */
export function storeSlugFromHost(hostHeader: string | undefined, defaultStore: string): string {
  if (!hostHeader) return defaultStore;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return defaultStore; // IPv6 literal
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  if (!host || net.isIP(host)) return defaultStore;
  const labels = host.split('.');
  const isLocalhost = labels[labels.length - 1] === 'localhost';
  const minLabels = isLocalhost ? 2 : 3;
  if (labels.length < minLabels) return defaultStore;
  const first = labels[0] ?? '';
  if (first === 'www') return defaultStore;
  return first;
}
