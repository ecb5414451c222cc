import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '@giftfront/domain/admin/webhooks';
import type { Config } from '../../config.ts';

/** Loopback, for development's local receivers (never in production). */
export const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'];

/**
 * Development may send to http://localhost; production never does, whatever the setting says
 * (issue 28: in production only https to public addresses).
 */
export const allowsLocalWebhooks = (config: Pick<Config, 'NODE_ENV' | 'WEBHOOK_ALLOW_LOCAL'>): boolean =>
  config.NODE_ENV !== 'production' && config.WEBHOOK_ALLOW_LOCAL;

function isPublic(address: string, allowLocal: boolean): boolean {
  const parsed = ipaddr.process(address);
  if (allowLocal && LOOPBACK_RANGES.some((range) => parsed.match(ipaddr.parseCIDR(range)))) return true;
  return parsed.range() === 'unicast';
}

/**
 * Refuses, when an owner saves it, a URL the sender would refuse anyway: the sender checks again
 * at every connection (the name may resolve elsewhere by then). Null when the URL is acceptable.
 */
export async function endpointUrlProblem(url: string, allowLocal: boolean): Promise<string | null> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(allowLocal && parsed.protocol === 'http:')) return WEBHOOK_MESSAGES.httpsOnly;
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isPublic(host, allowLocal) ? null : WEBHOOK_MESSAGES.privateAddress;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    // A name that does not resolve today may tomorrow; the sender checks each connection.
    return null;
  }
  return addresses.every(({ address }) => isPublic(address, allowLocal)) ? null : WEBHOOK_MESSAGES.privateAddress;
}
