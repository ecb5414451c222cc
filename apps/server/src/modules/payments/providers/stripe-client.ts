import Stripe from 'stripe';
import type { Config } from '../../../config.ts';

/** Where the SDK sends requests: Stripe itself, or STRIPE_API_BASE (a local fake in tests). */
export function stripeHostOptions(apiBase: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The platform's Stripe client, or null when no secret key is configured. */
export function createStripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...stripeHostOptions(config.STRIPE_API_BASE),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
