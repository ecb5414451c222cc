import { isIPv4 } from 'node:net';

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8, ::1 or an IPv4-mapped
 * 127.x. Judge the socket, never a forwarded header, which any client can write.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(ipv4)) return ipv4.startsWith('127.');
  return address === '::1';
}
